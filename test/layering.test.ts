// The folders are the architecture (STYLE.md): this checks every import against the layering rules.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

interface Import {
  spec: string;
  typeOnly: boolean;
  line: number;
}

function imports(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const line = text.slice(0, m.index).split('\n').length;
    found.push({ spec: m[3] ?? m[4], typeOnly: Boolean(m[2]), line });
  }
  return found;
}

function target(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return relative(root, resolve(dirname(file), spec));
}

describe('layering', () => {
  it('engine/ imports only engine/ (no Node, no DOM, no packages)', () => {
    const bad: string[] = [];
    for (const file of sources(join(root, 'engine'))) {
      for (const imp of imports(file)) {
        const t = target(file, imp.spec);
        if (t === null || !t.startsWith(`engine${sep}`)) bad.push(`${relative(root, file)}:${imp.line} imports ${imp.spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('renderer/ imports no electron, node or database code (types from the IPC contract only)', () => {
    const bad: string[] = [];
    let dir: string;
    try {
      dir = join(root, 'renderer');
      statSync(dir);
    } catch {
      return;
    }
    // The Vite config is build tooling that runs in Node, not renderer code.
    const tooling = new Set([join(dir, 'vite.config.ts')]);
    for (const file of sources(dir).filter((f) => !tooling.has(f))) {
      for (const imp of imports(file)) {
        const t = target(file, imp.spec);
        const forbiddenPackage = /^(electron|better-sqlite3|node:|fs$|path$|child_process$)/.test(imp.spec);
        const intoElectron = t !== null && t.startsWith(`electron${sep}`);
        const contractType = intoElectron && imp.typeOnly && t.replace(/\.ts$/, '') === join('electron', 'ipc', 'contract');
        if (forbiddenPackage || (intoElectron && !contractType)) bad.push(`${relative(root, file)}:${imp.line} imports ${imp.spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('electron/ takes only the pure board drawing from renderer/ (no React, Konva or DOM code)', () => {
    const pure = new Set(['scene', 'sceneOrders', 'sceneTypes', 'svg', 'shapes', 'style', 'geometry', 'polyline', 'standardMap'].map((f) => join('renderer', 'board', f)));
    const bad: string[] = [];
    for (const file of sources(join(root, 'electron'))) {
      for (const imp of imports(file)) {
        const t = target(file, imp.spec);
        if (t !== null && t.startsWith(`renderer${sep}`) && !pure.has(t.replace(/\.tsx?$/, ''))) bad.push(`${relative(root, file)}:${imp.line} imports ${imp.spec}`);
      }
    }
    for (const name of pure) {
      for (const imp of imports(join(root, `${name}.ts`))) {
        const t = target(join(root, `${name}.ts`), imp.spec);
        const ok = t === null ? false : t.startsWith(`engine${sep}`) || t.startsWith(`resources${sep}`) || pure.has(t.replace(/\.(ts|json)$/, ''));
        if (!ok) bad.push(`${name}.ts:${imp.line} imports ${imp.spec} (the drawing shared with the reports must stay pure)`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the engine type-checks with lib ES2022 only (its own tsconfig)', () => {
    const cfg = JSON.parse(readFileSync(join(root, 'engine', 'tsconfig.json'), 'utf8'));
    expect(cfg.compilerOptions.lib).toEqual(['ES2022']);
    expect(cfg.compilerOptions.types).toEqual([]);
  });
});
