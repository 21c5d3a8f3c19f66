// Types for checks.mjs (the type check and the lint in one process; plain JavaScript, run by test/run.mjs without a build).
import type { Linter } from 'eslint';
import type { Program } from 'typescript';

/** The files under `dir` (from the root, POSIX paths) ESLint might lint, less node_modules and .git. */
export function candidates(dir?: string): string[];
/** The configuration that has the typed files linted with `programs` instead of the project service. */
export function typedOverride(programs: Program[]): Linter.Config;
/** The files to lint: those whose content (`digests`, by path) is not the one that last linted clean (`known`), and those the type check checked again (`affected`). */
export function stale(digests: Record<string, string>, known: Record<string, string>, affected?: Set<string>): string[];
