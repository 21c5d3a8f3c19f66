// Packaging, checked offline: the electron-builder configuration validates against electron-builder's
// own schema, names the app and its targets and sets the hardening fuses, and a `--dir` build against
// a local Electron distribution puts the built app, its native module and its icon where the app will
// look for them, with the fuses flipped in the packaged binary.
// The real Electron binary cannot be downloaded here, so the local distribution is a stand-in
// folder with a placeholder executable: the build is a packaging smoke test, not a runnable app.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from './service/support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtApp = existsSync(join(root, 'out', 'main', 'main.mjs')) && existsSync(join(root, 'out', 'renderer', 'index.html'));

type Checked = { ok: true; config: Record<string, any> } | { ok: false; error: string };

// electron-builder's own loader and schema check, run in a plain Node process (CommonJS, as
// electron-builder runs): answers each configuration as loaded (the file's, with each set of
// overrides over it), or the check's complaint. One process checks them all: loading
// electron-builder is most of the cost.
function checkConfigs(overrides: Record<string, unknown>[]): Checked[] {
  const script = `
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js');
    const { DebugLogger } = require('builder-util/out/DebugLogger.js');
    (async () => {
      const out = [];
      for (const o of JSON.parse(process.argv[1])) {
        const cfg = { ...(await getConfig(process.cwd(), 'electron-builder.yml', null)), ...o };
        try { await validateConfiguration(cfg, new DebugLogger(false)); out.push({ ok: true, config: cfg }); }
        catch (e) { out.push({ ok: false, error: e.message }); }
      }
      console.log(JSON.stringify(out));
    })();`;
  const out = execFileSync(process.execPath, ['-e', script, JSON.stringify(overrides)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() as string);
}

/** The file's configuration, and two with a mistake (an unknown key, a wrong value), checked once. */
let checkedOnce: Checked[] | undefined;
const checked = () => (checkedOnce ??= checkConfigs([{}, { linx: {} }, { compression: 'ultra' }]));
function checkConfig(): Checked {
  return checked()[0];
}

/** The fuses the app sets, as electron-builder's `electronFuses` names them. */
const HARDENED_FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
};

// @electron/fuses finds the fuse wire in the binary after this marker: a version byte, a length
// byte, then one byte per fuse ('1' on, '0' off). Electron's defaults, in @electron/fuses' order
// (runAsNode, cookie encryption, NODE_OPTIONS, --inspect, asar integrity, only app.asar, browser
// V8 snapshot, file:// privileges).
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const ELECTRON_DEFAULT_WIRE = '10110001';
const FUSE_ORDER = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
] as const;

function fuseWire(binary: string): Record<string, boolean> {
  const bytes = readFileSync(binary);
  const at = bytes.indexOf(FUSE_SENTINEL) + FUSE_SENTINEL.length;
  return Object.fromEntries(FUSE_ORDER.map((name, i) => [name, bytes[at + 2 + i] === 0x31]));
}

/**
 * A copy of what electron-builder reads of the project (package.json, its configuration, the built
 * app, the icon), with node_modules linked: electron-builder walks its project folder, and in the
 * suite other test files write beside it at the same time (node_modules/.cache's bundles and
 * caches, screenshots, reports): an entry listed and gone before electron-builder looks at it fails
 * the build (the suspected cause of its one failure inside the suite, not reproduced alone).
 * Nothing writes in this copy while it builds.
 */
function isolatedProject(project: string): string {
  mkdirSync(project);
  for (const file of ['package.json', 'electron-builder.yml']) copyFileSync(join(root, file), join(project, file));
  // The parts of out/ the configuration packs (electron-builder.yml's `files`): not the CLI's, the host's or the type check's.
  for (const part of ['main', 'preload', 'renderer']) cpSync(join(root, 'out', part), join(project, 'out', part), { recursive: true });
  cpSync(join(root, 'resources', 'build'), join(project, 'resources', 'build'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
  return project;
}

describe('packaging', () => {
  it('the configuration is valid for electron-builder 26', () => {
    expect(checkConfig()).toMatchObject({ ok: true });
  });

  it('the check would catch a mistake (an unknown key, a wrong value)', () => {
    expect(checked()[1]).toMatchObject({ ok: false, error: expect.stringContaining("unknown property 'linx'") });
    expect(checked()[2]).toMatchObject({ ok: false, error: expect.stringContaining('configuration.compression') });
  });

  it('names the app and builds AppImage and deb, nsis and dmg', () => {
    const file = checkConfig();
    if (!file.ok) throw new Error(file.error);
    const cfg = file.config;
    expect(cfg.appId).toBe('org.adjutant.workstation');
    expect(cfg.productName).toBe('Adjutant');
    expect(cfg.linux?.target).toEqual(['AppImage', 'deb']);
    expect(cfg.win?.target).toEqual(['nsis']);
    expect(cfg.mac?.target).toEqual(['dmg']);
    expect(cfg.electronVersion).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.electron);
  });

  it('flips the Electron fuses that harden the packaged binary', () => {
    const file = checkConfig();
    if (!file.ok) throw new Error(file.error);
    expect(file.config.electronFuses).toEqual(HARDENED_FUSES);
  });

  it('has a square icon of at least 512 pixels', () => {
    const png = readFileSync(join(root, 'resources', 'build', 'icon.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });

  it('points Electron at the built main process', () => {
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).main).toBe('out/main/main.mjs');
  });

  it.skipIf(!builtApp)('makes a --dir build against a local Electron distribution (skipped when the app is not built: npm test builds it)', () => {
    const dist = tempDir();
    const electronDist = join(dist, 'electron-dist');
    mkdirSync(electronDist);
    // A stand-in that carries a fuse wire, so electron-builder's fuse flipping has something to flip.
    const wire = Buffer.concat([
      Buffer.from(`#!/bin/sh\necho "stand-in for the Electron binary"\nexit 0\n# ${FUSE_SENTINEL}`),
      Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
      Buffer.from(`${ELECTRON_DEFAULT_WIRE}\n`),
    ]);
    writeFileSync(join(electronDist, 'electron'), wire);
    chmodSync(join(electronDist, 'electron'), 0o755);
    const project = isolatedProject(join(dist, 'project'));
    const out = join(dist, 'out');
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules', 'electron-builder', 'cli.js'), '--linux', '--dir', `-c.electronDist=${electronDist}`, `-c.directories.output=${out}`],
        {
          cwd: project,
          env: { ...process.env, ELECTRON_BUILDER_OFFLINE: 'true', CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
          stdio: 'pipe',
          timeout: 300_000,
        },
      );
    } catch (e) {
      // electron-builder's own words, so that a failure says why (execFileSync's message names only the command).
      const said = (e as { stderr?: Buffer; stdout?: Buffer }).stderr?.toString() || (e as { stdout?: Buffer }).stdout?.toString() || '';
      throw new Error(`electron-builder failed: ${said.slice(-4000)}`, { cause: e });
    }
    const unpacked = join(out, 'linux-unpacked');
    expect(existsSync(join(unpacked, 'adjutant'))).toBe(true);
    expect(fuseWire(join(electronDist, 'electron'))).toMatchObject({ runAsNode: true, onlyLoadAppFromAsar: false });
    expect(fuseWire(join(unpacked, 'adjutant'))).toEqual(HARDENED_FUSES);
    expect(existsSync(join(unpacked, 'resources', 'app.asar'))).toBe(true);
    const native = join(unpacked, 'resources', 'app.asar.unpacked', 'node_modules', 'better-sqlite3');
    expect(existsSync(native)).toBe(true);
    const asar = execFileSync(
      process.execPath,
      [join(root, 'node_modules', '@electron', 'asar', 'bin', 'asar.js'), 'list', join(unpacked, 'resources', 'app.asar')],
      { encoding: 'utf8' },
    );
    expect(asar).toContain('/out/main/main.mjs');
    expect(asar).toContain('/out/preload/preload.cjs');
    expect(asar).toContain('/out/renderer/index.html');
    // Every chunk the window may fetch later (a screen, a board's drawing, a language), not only the first.
    for (const chunk of readdirSync(join(root, 'out', 'renderer', 'assets')).filter((f) => !f.endsWith('.map')))
      expect(asar).toContain(`/out/renderer/assets/${chunk}`);
    expect(asar).not.toContain('/node_modules/react/');
    expect(asar).not.toContain('/node_modules/playwright-core/');
  });
});
