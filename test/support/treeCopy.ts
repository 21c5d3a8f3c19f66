// A copy of the tree's configuration for the checks' own tests (checks.test.ts, checksChange.test.ts):
// the four layers' tsconfigs, the lint's configuration and layer rule, planted files beside them.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const LAYERS = ['engine', 'electron', 'renderer', 'test'];
/** What a copy of the tree takes besides the root tsconfig: the lint's configuration and layer rule, the layers' tsconfigs. */
export const CONFIG = ['.oxlintrc.json', 'electron/tools/lint/layers.mjs', ...LAYERS.map((l) => `${l}/tsconfig.json`)];

/**
 * A copy of the tree's configuration in `dir` (the root tsconfig and CONFIG) with `files`; of
 * node_modules only the layers' type packages (@types/node): the build info goes to the copy's own.
 */
export function copyTree(dir: string, files: Record<string, string>): void {
  for (const f of ['tsconfig.json', ...CONFIG]) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), readFileSync(join(root, f)));
  }
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(root, 'node_modules/@types'), join(dir, 'node_modules/@types'));
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text);
}
