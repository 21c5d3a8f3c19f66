// Builds the board harness with esbuild into a folder and serves it over HTTP, for screenshots and
// the end-to-end gesture tests. Chromium is the system one (/usr/bin/chromium).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../electron/reports/pdf';

export const CHROMIUM = '/usr/bin/chromium';
const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The page and its one script. esbuild, not Vite: the harness needs nothing of Vite's (no CSS, no
 * assets), and esbuild builds it for about a quarter of the CPU (0.8 s against 3.3 s with Vite's
 * import, which the test's process no longer pays either).
 */
export async function buildHarness(outDir: string): Promise<void> {
  await build({
    entryPoints: [join(here, 'harness.tsx')],
    outfile: join(outDir, 'harness.js'),
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    target: 'chrome130',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  writeFileSync(join(outDir, 'index.html'), readFileSync(join(here, 'index.html'), 'utf8').replace('./harness.tsx', './harness.js'));
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = existsSync(path) && !path.endsWith('/') ? path : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, server };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}
