// The browser tests' setup file (the e2e project in test/vitest.config.ts). Their files share worker
// processes (isolate: false), so support.ts is loaded once per worker, and with it one Chromium (and
// the host's PDF printer) for all the worker's files, while this file runs for each test file: after
// the file's last test it closes the browser contexts the file left open.
import { afterAll } from 'vitest';
import { closeFileContexts, hasChromium, sharedBrowser } from './support';

afterAll(closeFileContexts);
// The worker's Chromium starts with the worker's first file, whatever that file does: a worker's
// files all but one open windows, and its first file is a short one (test/vitest.config.ts's
// starters), so the long file after it (entry.test.ts's 16 s of typing) finds Chromium ready. A start
// that failed is the next caller's to report (sharedBrowser starts again).
if (hasChromium) void sharedBrowser().catch(() => undefined);
