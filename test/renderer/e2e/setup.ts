// The browser tests' setup file (the e2e project in test/vitest.config.ts). Their files share worker
// processes (isolate: false), so support.ts is loaded once per worker, and with it one Chromium (and
// the host's PDF printer) for all the worker's files, while this file runs for each test file: after
// the file's last test it closes the browser contexts the file left open.
import { afterAll } from 'vitest';
import { closeFileContexts } from './support';

afterAll(closeFileContexts);
