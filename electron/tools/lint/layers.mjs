// The layers of STYLE.md as a lint rule (an ESLint-style plugin, which oxlint runs as a JS plugin):
// every import (static, dynamic, re-export) is checked against the folder it comes from and the folder
// it reaches. .oxlintrc.json turns it on as an error for the whole tree (`layers/imports`);
// test/lint.test.ts checks that each boundary fails when crossed.
import { builtinModules } from 'node:module';
import { posix as path, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const MAIN_PROCESS_PACKAGES = new Set(['electron', 'better-sqlite3', 'ws', 'playwright-core']);

// Inside electron/: the lower parts may import only what lies below them (the entry points - main,
// cli, host, tools, preload - may import any part). A part not listed here is an entry point.
const ELECTRON_BELOW = {
  runtime: [],
  archive: ['runtime'],
  reports: ['archive'],
  service: ['archive', 'reports', 'runtime'],
  ipc: ['service', 'archive'],
};

// Engine files other layers may import: the public API. Tests may reach into the engine.
const ENGINE_ENTRY = 'engine/index';

// Files are named from the project's root (three folders above this file), not from the linter's
// working directory: run from a sub-folder (`cd engine && npx oxlint .`), the layers must hold just the same.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const posix = (p) => p.split(sep).join('/');
const stripExt = (p) => p.replace(/\.(ts|tsx|mts|mjs|js)$/, '');

/** Why `spec`, imported by `file` (root-relative, posix), breaks a layer, or null when it may. */
export function layerViolation(file, spec, typeOnly) {
  const layer = file.split('/')[0];
  const bare = !spec.startsWith('.') && !spec.startsWith('/');
  const target = bare ? null : path.normalize(path.join(path.dirname(file), spec));
  const targetLayer = target ? target.split('/')[0] : null;
  if (layer === 'test') return null;
  if (layer === 'engine') {
    if (bare) return `the engine imports no package or Node module ('${spec}'): it is pure TypeScript`;
    if (targetLayer === 'engine') return null;
    if (target.startsWith('resources/maps/') && target.endsWith('.json')) return null;
    return `the engine imports only engine/ (and map data from resources/maps), not '${spec}'`;
  }
  if (layer === 'renderer') {
    if (file === 'renderer/vite.config.ts') return null; // build tooling, runs in Node
    if (bare) {
      if (NODE_BUILTINS.has(spec) || spec.startsWith('node:')) return `the renderer runs in the browser: no Node module '${spec}'`;
      if (MAIN_PROCESS_PACKAGES.has(spec.split('/')[0])) return `the renderer never imports '${spec}': storage and adjudication go through IPC`;
      return null;
    }
    if (targetLayer === 'renderer' || targetLayer === 'resources') return null;
    if (targetLayer === 'engine')
      return stripExt(target) === ENGINE_ENTRY ? null : `the renderer imports the engine only through engine/index.ts, not '${spec}'`;
    if (targetLayer === 'electron') {
      if (stripExt(target) === 'electron/ipc/contract' && typeOnly) return null;
      return `the renderer takes only types from electron/ipc/contract.ts (import type), not '${spec}'`;
    }
    return `the renderer does not import '${spec}'`;
  }
  if (layer === 'electron') {
    if (bare) return null;
    if (targetLayer === 'engine') return stripExt(target) === ENGINE_ENTRY ? null : `electron/ imports the engine only through engine/index.ts, not '${spec}'`;
    if (targetLayer === 'resources') return null;
    if (targetLayer !== 'electron') return `electron/ does not import '${spec}' (${targetLayer}/ is another layer)`;
    const part = file.split('/')[1];
    const to = target.split('/')[1];
    const below = ELECTRON_BELOW[part];
    if (!below || part === to || below.includes(to)) return null;
    return `electron/${part} sits below electron/${to}: it may import only ${below.length ? below.map((b) => `electron/${b}`).join(', ') : 'itself'}, not '${spec}'`;
  }
  return null;
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const importsRule = {
  meta: { type: 'problem', docs: { description: 'imports keep to the layers of STYLE.md' }, schema: [] },
  create(context) {
    const file = posix(relative(ROOT, context.filename));
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== 'string') return;
      const why = layerViolation(file, source.value, typeOnly);
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source, isTypeOnly(n)),
      ExportNamedDeclaration: (n) => check(n, n.source, isTypeOnly(n)),
      ExportAllDeclaration: (n) => check(n, n.source, n.exportKind === 'type'),
      ImportExpression: (n) => check(n, n.source.type === 'Literal' ? n.source : null, false),
    };
  },
};

export const layersPlugin = { meta: { name: 'adjutant-layers' }, rules: { imports: importsRule } };
// oxlint loads it as a JS plugin (.oxlintrc.json's jsPlugins, named `layers`): its default export.
export default layersPlugin;
