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

describe('layer rule', () => {
  it('the engine imports only the engine and map data', () => {
    expect(breaks('engine/adjudicate/core.ts', './link')).toBe(false);
    expect(breaks('engine/map/standard.ts', '../../resources/maps/standard/map.json')).toBe(false);
    expect(breaks('engine/adjudicate/core.ts', 'node:fs')).toBe(true);
    expect(breaks('engine/adjudicate/core.ts', 'zod')).toBe(true);
    expect(breaks('engine/adjudicate/core.ts', '../../electron/service/index')).toBe(true);
    expect(breaks('engine/draw/scene.ts', '../../renderer/board/hitTest')).toBe(true);
    expect(breaks('engine/map/load.ts', '../../resources/maps/standard/notes.ts')).toBe(true);
  });

  it('the renderer: engine through its index, types from the IPC contract, no Node or database', () => {
    expect(breaks('renderer/panels/GameScreen.tsx', '../../engine/index')).toBe(false);
    expect(breaks('renderer/panels/GameScreen.tsx', 'react')).toBe(false);
    expect(breaks('renderer/state/api.ts', '../../electron/ipc/contract', true)).toBe(false);
    expect(breaks('renderer/state/api.ts', '../../electron/ipc/contract')).toBe(true);
    expect(breaks('renderer/state/api.ts', '../../electron/service/types', true)).toBe(true);
    expect(breaks('renderer/panels/GameScreen.tsx', '../../engine/orders/parse')).toBe(true);
    expect(breaks('renderer/panels/GameScreen.tsx', 'node:path')).toBe(true);
    expect(breaks('renderer/panels/GameScreen.tsx', 'fs')).toBe(true);
    expect(breaks('renderer/panels/GameScreen.tsx', 'better-sqlite3')).toBe(true);
    expect(breaks('renderer/panels/GameScreen.tsx', 'electron')).toBe(true);
    expect(breaks('renderer/vite.config.ts', 'node:path')).toBe(false);
  });

  it('the main process: engine through its index, never the renderer, lower parts never upward', () => {
    expect(breaks('electron/service/engine.ts', '../../engine/index')).toBe(false);
    expect(breaks('electron/service/engine.ts', '../../engine/map/standard')).toBe(true);
    expect(breaks('electron/reports/map.ts', '../../renderer/board/Board')).toBe(true);
    expect(breaks('electron/reports/reportModel.ts', '../service/draws')).toBe(true);
    expect(breaks('electron/reports/reportModel.ts', '../archive/types')).toBe(false);
    expect(breaks('electron/service/reports.ts', '../reports/html')).toBe(false);
    expect(breaks('electron/archive/db.ts', '../service/index')).toBe(true);
    expect(breaks('electron/service/games.ts', '../ipc/contract')).toBe(true);
    expect(breaks('electron/ipc/handlers.ts', '../main/app')).toBe(true);
    expect(breaks('electron/main/app.ts', '../ipc/handlers')).toBe(false);
    expect(breaks('electron/cli/game/play.ts', '../../service/engine')).toBe(false);
  });

  it('tests may reach anywhere', () => {
    expect(breaks('test/engine/orders/parse.test.ts', '../../../engine/orders/parse')).toBe(false);
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
