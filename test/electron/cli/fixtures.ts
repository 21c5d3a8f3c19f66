// Inputs for the command-line tests, and a runner that starts the real `adjutant` as a child process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../../electron/cli/main';
import { supportsArchive } from '../../../electron/runtime/node24.mjs';
import { unitsOf } from '../../support/positions';
import { standardMap } from '../../../engine/map/standard';

export const BIN = fileURLToPath(new URL('../../../electron/cli/bin.mjs', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `adjutant ...args` with `input` on standard input (on `node`, this test's Node by default; `bin` may be a link to it). */
export function cli(args: string[], input = '', cwd?: string, env?: NodeJS.ProcessEnv, node = process.execPath, bin = BIN): Run {
  const r = spawnSync(node, [bin, ...args], { input, cwd, env: env && { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 26 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs `adjutant ...args` in this process through the CLI's `main` (no process started), with
 * `input` as standard input: for what the command answers, not how a process behaves (its exit,
 * its streams, its signals: `cli` tests those).
 */
export async function cliHere(args: string[], input = ''): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, { out: (t) => void (stdout += t), err: (t) => void (stderr += t), stdin: async () => input });
  return { status, stdout, stderr };
}

/**
 * A Node on PATH too old for the archive (the machines' Node 20), or null: the launchers' relaunch
 * needs one. Every `node` on PATH is tried: under npm, node_modules/.bin comes first with Node 24.
 */
export function oldNode(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'node');
    if (!dir || !existsSync(candidate)) continue;
    const r = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    if (r.status === 0 && !supportsArchive(r.stdout.trim())) return candidate;
  }
  return null;
}

const SPRING_1901 = { season: 'spring', year: 1901, type: 'movement' };

/** Every unit of the 1901 start ordered, with three standoffs (bur, gal, bla). */
export const OPENING = {
  variant: 'standard',
  phase: SPRING_1901,
  units: standardMap().start.units,
  orders: [
    ['Austria', 'A vie - gal'],
    ['Austria', 'A bud - ser'],
    ['Austria', 'F tri - alb'],
    ['England', 'F lon - nth'],
    ['England', 'F edi - nwg'],
    ['England', 'A lvp - yor'],
    ['France', 'A par - bur'],
    ['France', 'A mar - spa'],
    ['France', 'F bre - mao'],
    ['Germany', 'A ber - kie'],
    ['Germany', 'A mun - bur'],
    ['Germany', 'F kie - den'],
    ['Italy', 'A rom - apu'],
    ['Italy', 'A ven H'],
    ['Italy', 'F nap - ion'],
    ['Russia', 'A mos - ukr'],
    ['Russia', 'A war - gal'],
    ['Russia', 'F sev - bla'],
    ['Russia', 'F stp/sc - bot'],
    ['Turkey', 'A con - bul'],
    ['Turkey', 'A smy - con'],
    ['Turkey', 'F ank - bla'],
  ].map(([power, text]) => ({ power, text })),
};

/** A small movement phase: a supported attack that dislodges, and a bounce that leaves a standoff. */
export const BOUNCE = {
  phase: { season: 'fall', year: 1901, type: 'movement' },
  units: unitsOf('France A bur, France A mar, Germany A mun, Germany A ruh, Italy A ven'),
  orders: [
    { power: 'Germany', text: 'A mun - bur' },
    { power: 'Germany', text: 'A ruh S A mun - bur' },
    { power: 'France', text: 'A bur H' },
    { power: 'France', text: 'A mar - pie' },
    { power: 'Italy', text: 'A ven - pie' },
  ],
};

/** Spring 1902 retreats: the German army dislodged from Munich and the French one from Burgundy. */
export const RETREAT = {
  phase: { season: 'spring', year: 1902, type: 'retreat' },
  units: unitsOf('Austria A mun, Austria A tyr, Germany A bur, Germany A ruh, France A par'),
  dislodged: [
    { power: 'Germany', type: 'A', province: 'mun', coast: null, attackerFrom: 'boh', viaConvoy: false },
    { power: 'France', type: 'A', province: 'bur', coast: null, attackerFrom: 'mun', viaConvoy: false },
  ],
  standoffs: ['pic'],
  orders: [
    { power: 'Germany', text: 'A mun - kie' },
    { power: 'France', text: 'A bur - pic' },
  ],
};

/** Winter 1901 after a common first year: builds, a waive, a build too many, a removal. */
export const WINTER = {
  phase: { season: 'winter', year: 1901, type: 'adjustment' },
  units: [
    ['Austria', 'A', 'ser'],
    ['Austria', 'A', 'gal'],
    ['Austria', 'F', 'alb'],
    ['England', 'F', 'nwy'],
    ['England', 'F', 'nth'],
    ['England', 'A', 'yor'],
    ['France', 'A', 'spa'],
    ['France', 'A', 'bur'],
    ['France', 'F', 'por'],
    ['Germany', 'A', 'hol'],
    ['Germany', 'A', 'mun'],
    ['Germany', 'F', 'den'],
    ['Italy', 'A', 'tun'],
    ['Italy', 'A', 'ven'],
    ['Italy', 'F', 'ion'],
    ['Russia', 'A', 'ukr'],
    ['Russia', 'A', 'sil'],
    ['Russia', 'F', 'sev'],
    ['Russia', 'F', 'bot'],
    ['Russia', 'A', 'fin'],
    ['Turkey', 'A', 'bul'],
    ['Turkey', 'A', 'con'],
    ['Turkey', 'F', 'bla'],
  ].map(([power, type, province]) => ({ power, type, province, coast: null })),
  supplyCenters: {
    Austria: ['bud', 'ser', 'tri', 'vie'],
    England: ['edi', 'lon', 'lvp', 'nwy'],
    France: ['bre', 'mar', 'par', 'por', 'spa'],
    Germany: ['ber', 'den', 'hol', 'kie', 'mun'],
    Italy: ['nap', 'rom', 'tun', 'ven'],
    Russia: ['mos', 'sev', 'stp', 'war'],
    Turkey: ['ank', 'bul', 'con', 'smy'],
  },
  orders: [
    ['Austria', 'Build A vie'],
    ['England', 'Build F lon'],
    ['France', 'Build A par'],
    ['France', 'Build F mar'],
    ['France', 'Build F bre'],
    ['Germany', 'Build A ber'],
    ['Germany', 'Waive'],
    ['Italy', 'Build F nap'],
    ['Russia', 'Remove A fin'],
    ['Turkey', 'Build F smy'],
  ].map(([power, text]) => ({ power, text })),
};
