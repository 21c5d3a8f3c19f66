#!/usr/bin/env node
// The `adjutant` command: teaches Node TypeScript (tsx), then runs the command line in main.ts.
// Paths are taken from this file, so it works from any directory.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
