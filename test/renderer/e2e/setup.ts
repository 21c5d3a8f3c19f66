// The browser tests' setup file (the e2e project in test/vitest.config.ts). Their files share worker
// processes (isolate: false), so support.ts is loaded once per worker, while this file runs for each
// test file: after the file's last test it closes the browsers the file started (the workstation's and
// the one the host prints PDFs with).
import { afterAll } from 'vitest';
import { closeFileBrowsers } from './support';

afterAll(closeFileBrowsers);
