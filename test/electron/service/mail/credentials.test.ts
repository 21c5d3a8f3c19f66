// The app's mail passwords (issue 30 item 1): kept encrypted by the keychain's cipher (Electron's
// safeStorage in the app; here a stand-in with the same interface), never in clear on disk, and
// not stored at all where no keychain protects them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { credentialStore, type SecretCipher } from '../../../../electron/service/mail/credentials';
import { cleanUp, tempDir } from '../support';

afterEach(cleanUp);

/** A stand-in for safeStorage: a reversible scramble, enough to show nothing is written in clear. */
function cipher(available = true, backend = 'gnome_libsecret'): SecretCipher {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (s) => Buffer.from([...Buffer.from(s, 'utf8')].map((b) => b ^ 0x5a)),
    decryptString: (d) => Buffer.from([...d].map((b) => b ^ 0x5a)).toString('utf8'),
  };
}

describe('the credential store', () => {
  it('keeps a password encrypted, reads it back, removes it', () => {
    const file = join(tempDir(), 'secrets.json');
    const store = credentialStore(file, cipher());
    expect(store.save('smtp:gm@smtp.example.org', 'hunter2-pw')).toEqual({ ok: true });
    expect(readFileSync(file, 'utf8')).not.toContain('hunter2-pw');
    expect(store.load('smtp:gm@smtp.example.org')).toEqual({ ok: true, value: 'hunter2-pw' });
    store.remove('smtp:gm@smtp.example.org');
    expect(store.load('smtp:gm@smtp.example.org')).toEqual({ ok: true, value: null });
  });

  it.each([
    [false, 'gnome_libsecret', /keychain is not available/],
    [true, 'basic_text', /no keychain \(libsecret or kwallet\)/],
  ])('stores nothing without a keychain (available %s, backend %s)', (available, backend, why) => {
    const file = join(tempDir(), 'secrets.json');
    const store = credentialStore(file, cipher(available, backend));
    const saved = store.save('imap', 'pw');
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(saved.error).toMatch(why);
    expect(store.load('imap')).toEqual({ ok: true, value: null });
  });

  it('a key named like an object property is just a key', () => {
    const store = credentialStore(join(tempDir(), 'secrets.json'), cipher());
    expect(store.load('__proto__')).toEqual({ ok: true, value: null });
    expect(store.load('constructor')).toEqual({ ok: true, value: null });
  });
});
