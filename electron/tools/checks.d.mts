// Types for checks.mjs (the type check and the lint; plain JavaScript, run by test/run.mjs without a build).

/** TypeScript 7's compiler, and the arguments that type-check every layer (`tsc -b`). */
export const TSC: string;
export const typecheckArgs: string[];
/** oxlint, and the arguments that run the two type-aware rules of .oxlintrc.json. */
export const OXLINT: string;
export const oxlintArgs: string[];
/** The files and lines an oxlint report (`--format=unix`) names, with their rule. */
export function oxlintFindings(out: string): { file: string; line: number; rule: string }[];
/** Runs a Node script to its end in `cwd` (with `env` added); answers its exit code (null when killed) and its output. */
export function run(script: string, args: string[], cwd?: string, env?: Record<string, string>): Promise<{ code: number | null; out: string }>;
/** The status bits (0 clean, 1 type errors, 4 the compiler did not run) for `tsc -b`'s exit code. */
export function typecheckStatus(code: number | null): number;
/** The status bits (0 clean, 2 lint errors, 4 oxlint did not run) for oxlint's exit code. */
export function oxlintStatus(code: number | null): number;
/** The files the type-aware rules lint again: those changed since they last linted clean, and what imports (directly or not) one whose declarations changed; every file when a changed one may declare global types. */
export function typedStale(
  texts: Record<string, string>,
  digests: Record<string, string>,
  known: Record<string, string>,
  decls?: Record<string, string> | null,
  knownDecls?: Record<string, string>,
  declDeps?: Record<string, string[]>,
): string[];
/** The declaration file `tsc -b` writes for a TypeScript file of the tree (root-relative). */
export function declarationOf(file: string): string;
