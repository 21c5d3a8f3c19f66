// Runs `adjutant tournament ...` in-process and gives back its exit code and what it wrote.
import { runTournament } from '../../../electron/cli/tournament';

export async function runCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), stdin: async () => '' };
  const code = await runTournament(args, io);
  return { code, out, err };
}
