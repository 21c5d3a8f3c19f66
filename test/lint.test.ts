// The layer rule the lint enforces (electron/tools/lint/layers.mjs, run by oxlint): each boundary of STYLE.md, crossed
// once, must be reported; the imports the layers are allowed must not be.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../electron/tools/checks.mjs';
import { layerViolation } from '../electron/tools/lint/layers.mjs';

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
  // oxlint run from a sub-folder (`cd engine && npx oxlint .`) gives the rule another working
  // directory: the layers must be named from the project's root all the same. A copy of the
  // configuration and the rule (its root is three folders above it) with files that cross a layer.
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-lint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const oxlint = join(root, 'node_modules/oxlint/bin/oxlint');
  const probes = {
    'engine/adjudicate/probe.ts': "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    'electron/cli/probe.ts': "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    'electron/archive/probe.ts': "import { x } from '../service/index';\nexport const y = x;\n",
  };
  beforeAll(() => {
    for (const [f, text] of Object.entries({
      '.oxlintrc.json': readFileSync(join(root, '.oxlintrc.json'), 'utf8'),
      'electron/tools/lint/layers.mjs': readFileSync(join(root, 'electron/tools/lint/layers.mjs'), 'utf8'),
      ...probes,
    })) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), text);
    }
  });
  /** oxlint's findings (file relative to the copy's root, rule, message) for `file`, run from `cwd` with the copy's configuration. */
  const lint = async (cwd: string, file: string) => {
    const { code, out } = await run(
      oxlint,
      ['--config', join(dir, '.oxlintrc.json'), '--format=unix', relative(join(dir, cwd), join(dir, file))],
      join(dir, cwd),
    );
    expect(code === 0 || code === 1, out).toBe(true);
    return [...out.matchAll(/^(\S+?):\d+:\d+: (.*) \[\w+\/([\w-]+)\(([\w-]+)\)\]$/gm)].map((m) => ({ file: m[1], rule: `${m[3]}/${m[4]}`, message: m[2] }));
  };
  for (const cwd of ['.', 'engine', 'engine/adjudicate', '..'])
    it(`reports an engine file importing Node when oxlint runs from ${cwd}`, async () => {
      const found = await lint(cwd, 'engine/adjudicate/probe.ts');
      expect(found.map((f) => f.rule)).toEqual(['layers/imports']);
      expect(join(cwd, found[0].file).endsWith('engine/adjudicate/probe.ts'), found[0].file).toBe(true);
      expect(found[0].message).toContain('pure TypeScript');
    });
  it('electron/ from its own folder: Node allowed, a lower part reaching up reported', async () => {
    expect(await lint('electron', 'electron/cli/probe.ts')).toEqual([]);
    const up = await lint('electron/archive', 'electron/archive/probe.ts');
    expect(up.map((m) => [m.rule, m.message])).toEqual([['layers/imports', expect.stringContaining('electron/archive sits below electron/service')]]);
  });
});
