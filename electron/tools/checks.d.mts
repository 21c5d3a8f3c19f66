// Types for checks.mjs (the type check and the lint; plain JavaScript, run by test/run.mjs without a build).

/** TypeScript 7's compiler, and the arguments that type-check every layer (`tsc -b`). */
export const TSC: string;
export const typecheckArgs: string[];
/** oxlint, and the arguments that run every rule of .oxlintrc.json (the one in the working directory), the type-aware ones among them. */
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
/** A declaration file's model: what defines each local name, its imports, what each declared name mentions, its exports; null when it has a statement of another shape. */
export interface DeclarationModel {
  bindings: Record<string, string>;
  imports: Record<string, [string, string]>;
  refs: Record<string, string[]>;
  exports: Record<string, string>;
  stars: string[];
}
export function declarationModel(text: string): DeclarationModel | null;
/** The declaration files now and at the last lint, for `typedStale`. */
export interface DeclaredTypes {
  now: Record<string, { digest: string; model: DeclarationModel | null }>;
  before: Record<string, { digest: string; bindings?: Record<string, string>; exports?: Record<string, string>; stars?: string[] }>;
}
/** The files the lint checks again: those changed since they last linted clean, and those that take from another a name whose type may have changed (with `types`), or that import a changed one, directly or not (without); every file when a changed one may declare global types. */
export function typedStale(
  texts: Record<string, string>,
  digests: Record<string, string>,
  known: Record<string, string>,
  types?: DeclaredTypes | null,
): string[];
/** The lint with its cache in the tree at `dir` (the project's root by default), after a type check that passed (`typechecked`) or without one; `env` is added to oxlint's. */
export function lintTree(typechecked: boolean, dir?: string, env?: Record<string, string>): Promise<{ status: number; out: string; linted: string[] }>;
/** The declaration file `tsc -b` writes for a TypeScript file of the tree (root-relative). */
export function declarationOf(file: string): string;
