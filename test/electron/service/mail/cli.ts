// `adjutant game ...` run in the test's process on one archive file, its output caught; `all` keeps
// everything printed so far (to check that no password was ever printed).
import { runGame } from '../../../../electron/cli/game';

export function gameCli(db: string) {
  const printed: string[] = [];
  const game = async (...args: string[]) => {
    let out = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (out += t), stdin: async () => '' };
    const code = await runGame([...args, '--db', db], io);
    printed.push(out);
    return { code, out };
  };
  return { game, all: () => printed.join('') };
}
