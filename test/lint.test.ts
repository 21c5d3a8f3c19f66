// The layer rule ESLint enforces (electron/tools/lint/layers.mjs): each boundary of STYLE.md, crossed
// once, must be reported; the imports the layers are allowed must not be.
import { describe, expect, it } from 'vitest';
import { layerViolation } from '../electron/tools/lint/layers.mjs';

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
