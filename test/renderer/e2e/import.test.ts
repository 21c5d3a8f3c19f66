// File > Import in Chromium against the browser host: a Judge history whose printed results
// differ from Adjutant's is shown as an audit in a confirmation; declined, nothing is stored;
// accepted, the game is stored with Adjutant's rulings. A MILA game with no difference goes in at
// once, and so does a jDip saved game (binary).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, NO_CHROMIUM, openWorkstation } from './support';

const samples = join(__dirname, '..', '..', 'electron', 'interchange', 'samples');
const judge = readFileSync(join(samples, 'judge-history.txt'), 'utf8').replace(
  'Austria: Army Vienna -> Galicia.  (*bounce*)',
  'Austria: Army Vienna -> Galicia.',
);

describe.skipIf(!hasChromium)(`File > Import with the Judge, MILA and jDip formats${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  it('asks before storing a game Adjutant rules otherwise, and imports a MILA game', async () => {
    const s = await openWorkstation();
    try {
      const { page } = s;
      const questions: string[] = [];
      let answer = false;
      page.on('dialog', (d) => {
        questions.push(d.message());
        void (answer ? d.accept() : d.dismiss());
      });
      const input = page.getByTestId('import-file');
      await input.setInputFiles({ name: 'demo.txt', mimeType: 'text/plain', buffer: Buffer.from(judge) });
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/demo\.txt: not imported \(1 difference/);
      expect(questions[0]).toContain('S1901M (line 32): Austria: Army Vienna -> Galicia.: the file has no flag (it stands); Adjutant gives (*bounce*)');
      answer = true;
      await input.setInputFiles({ name: 'demo.txt', mimeType: 'text/plain', buffer: Buffer.from(judge) });
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/imported 'demo' with Adjutant's rulings \(1 difference/);
      await input.setInputFiles({ name: 'mila.json', mimeType: 'application/json', buffer: readFileSync(join(samples, 'mila-game.json')) });
      await expect.poll(() => page.getByRole('status').textContent()).toBe("imported 'mila-demo'");
      // A jDip saved game is binary (gzip'd): it goes to the service as its bytes.
      const jdip = readFileSync(join(samples, '..', 'fixtures', 'jdip-game-1.jdip'));
      await input.setInputFiles({ name: 'game.jdip', mimeType: 'application/octet-stream', buffer: jdip });
      await expect.poll(() => page.getByRole('status').textContent()).toBe("imported 'fixture one'");
      expect(questions).toHaveLength(2);
    } finally {
      await s.close();
    }
  });
});
