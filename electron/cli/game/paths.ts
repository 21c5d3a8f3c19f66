// Where `adjutant game` keeps its archive when --db is not given: the user's data folder, as each
// desktop platform names it. `ADJUTANT_ARCHIVE` overrides it (scripts, tests, a shared drive).
import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';

export function defaultArchivePath(
  platform: NodeJS.Platform = process.platform,
  env: Record<string, string | undefined> = process.env,
  home: string = homedir(),
): string {
  if (env.ADJUTANT_ARCHIVE) return env.ADJUTANT_ARCHIVE;
  if (platform === 'win32') return win32.join(env.APPDATA || win32.join(home, 'AppData', 'Roaming'), 'Adjutant', 'archive.sqlite');
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', 'Adjutant', 'archive.sqlite');
  const data = env.XDG_DATA_HOME && env.XDG_DATA_HOME.startsWith('/') ? env.XDG_DATA_HOME : posix.join(home, '.local', 'share');
  return posix.join(data, 'adjutant', 'archive.sqlite');
}
