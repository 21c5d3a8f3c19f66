// The real saved games in fixtures/ (their sources and licences in fixtures/README.md), unzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const fixture = (name: string): string => gunzipSync(readFileSync(join(__dirname, 'fixtures', `${name}.json.gz`))).toString('utf8');
