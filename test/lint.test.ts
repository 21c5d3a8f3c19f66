// The layer rule ESLint enforces (electron/tools/lint/layers.mjs): each boundary of STYLE.md, crossed
// once, must be reported; the imports the layers are allowed must not be.
import { Linter } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerViolation, layersPlugin } from '../electron/tools/lint/layers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const breaks = (file: string, spec: string, typeOnly = false) => layerViolation(file, spec, typeOnly) !== null;

/** Each import of `file` the layer rule must let pass (`allowed`) or report (`broken`), as a value import or an `import type`. */
function judge(file: string, imports: { allowed?: string[]; broken?: string[]; typeAllowed?: string[]; typeBroken?: string[] }): void {
  const cases = [
    ...(imports.allowed ?? []).map((spec) => ({ spec, typeOnly: false, breaks: false })),
    ...(imports.broken ?? []).map((spec) => ({ spec, typeOnly: false, breaks: true })),
    ...(imports.typeAllowed ?? []).map((spec) => ({ spec, typeOnly: true, breaks: false })),
    ...(imports.typeBroken ?? []).map((spec) => ({ spec, typeOnly: true, breaks: true })),
  ];
  expect(cases.map(({ spec, typeOnly }) => ({ spec, typeOnly, breaks: breaks(file, spec, typeOnly) }))).toEqual(cases);
}

describe('layer rule', () => {
  it('the engine imports only the engine and map data', () => {
    judge('engine/adjudicate/core.ts', { allowed: ['./link'], broken: ['node:fs', 'zod', '../../electron/service/index'] });
    judge('engine/map/standard.ts', { allowed: ['../../resources/maps/standard/map.json'] });
    judge('engine/draw/scene.ts', { broken: ['../../renderer/board/hitTest'] });
    judge('engine/map/load.ts', { broken: ['../../resources/maps/standard/notes.ts'] });
  });

  it('the renderer: engine through its index, types from the IPC contract, no Node or database', () => {
    judge('renderer/panels/GameScreen.tsx', {
      allowed: ['../../engine/index', 'react'],
      broken: ['../../engine/orders/parse', 'node:path', 'fs', 'better-sqlite3', 'electron'],
    });
    judge('renderer/state/api.ts', {
      broken: ['../../electron/ipc/contract'],
      typeAllowed: ['../../electron/ipc/contract'],
      typeBroken: ['../../electron/service/types'],
    });
    judge('renderer/vite.config.ts', { allowed: ['node:path'] });
  });

  it('the main process: engine through its index, never the renderer, lower parts never upward', () => {
    judge('electron/service/engine.ts', { allowed: ['../../engine/index'], broken: ['../../engine/map/standard'] });
    judge('electron/reports/map.ts', { broken: ['../../renderer/board/Board'] });
    judge('electron/reports/reportModel.ts', { allowed: ['../archive/types'], broken: ['../service/draws'] });
    judge('electron/service/reports.ts', { allowed: ['../reports/html'] });
    judge('electron/archive/db.ts', { broken: ['../service/index'] });
    judge('electron/service/games.ts', { broken: ['../ipc/contract'] });
    judge('electron/ipc/handlers.ts', { broken: ['../main/app'] });
    judge('electron/main/app.ts', { allowed: ['../ipc/handlers'] });
    judge('electron/cli/game/play.ts', { allowed: ['../../service/engine'] });
  });

  it('tests may reach anywhere', () => {
    judge('test/engine/orders/parse.test.ts', { allowed: ['../../../engine/orders/parse'] });
  });
});

describe('layer rule from any working directory', () => {
  // ESLint run from a sub-folder (`cd engine && npx eslint .`) gives the rule another cwd: the layers
  // must be named from the project's root all the same.
  const lint = (cwd: string, file: string, code: string) =>
    new Linter({ cwd }).verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { layers: layersPlugin }, rules: { 'layers/imports': 'error' } }],
      join(root, file),
    );
  const code = "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n";
  for (const cwd of ['.', 'engine', 'engine/adjudicate', '..'])
    it(`reports an engine file importing Node when ESLint runs from ${cwd}`, () => {
      const messages = lint(join(root, cwd), 'engine/adjudicate/probe.ts', code);
      expect(messages.map((m) => m.ruleId)).toEqual(['layers/imports']);
      expect(messages[0].message).toContain('pure TypeScript');
    });
  it('electron/ from its own folder: Node allowed, a lower part reaching up reported', () => {
    expect(lint(join(root, 'electron'), 'electron/cli/probe.ts', code)).toEqual([]);
    const up = lint(join(root, 'electron/archive'), 'electron/archive/probe.ts', "import { x } from '../service/index';\nexport const y = x;\n");
    expect(up.map((m) => m.message)).toEqual([expect.stringContaining('electron/archive sits below electron/service')]);
  });
});
