// `adjutant game ...` run in this process through runGame, on one archive file: what it printed on
// each stream and its exit code. For the tests that play a game from the terminal without starting
// a process for every command.
import { join } from 'node:path';
import { runGame } from '../../../electron/cli/game';
import { tempDir } from '../service/support';

export interface GameRun {
  code: number;
  out: string;
  err: string;
}

/** A runner of `adjutant game ARGS --db DB` (a fresh archive in a temporary folder by default). */
export function gameCli(db: string = join(tempDir(), 'archive.sqlite')): (args: string[], stdin?: string) => Promise<GameRun> {
  return async (args, stdin = '') => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), stdin: async () => stdin };
    const code = await runGame([...args, '--db', db], io);
    return { code, out, err };
  };
}
