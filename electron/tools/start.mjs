#!/usr/bin/env node
// `npm start`: builds, then launches the desktop app. Electron 45 fetches its binary on first
// launch; where that cannot happen (no network, an unsupported machine) this says so plainly and
// opens the browser host instead, so `npm start` always shows the workstation.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const electronDir = join(root, 'node_modules', 'electron');

/** The Electron binary's path when it is on disk, without requiring `electron` (which throws). */
export function electronBinary() {
  try {
    const pathFile = join(electronDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const bin = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

function fetchElectron() {
  if (!existsSync(join(electronDir, 'install.js'))) return false;
  console.log('Fetching the Electron runtime (first launch)…');
  const r = spawnSync(process.execPath, [join(electronDir, 'install.js')], { cwd: electronDir, stdio: 'inherit', timeout: 300_000 });
  return r.status === 0 && electronBinary() !== null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = spawnSync(process.execPath, [join(root, 'electron/tools/build.mjs'), '--quiet'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const bin = electronBinary() ?? (fetchElectron() ? electronBinary() : null);
  if (bin) {
    const child = spawn(bin, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
  } else {
    console.log('\nThe Electron runtime is not available on this machine (it could not be downloaded).');
    console.log('Opening the workstation in your browser instead (the browser host).\n');
    const child = spawn(process.execPath, [join(root, 'electron/host/bin.mjs'), '--open', ...process.argv.slice(2)], { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
  }
}
