// Where the app keeps a game's mail passwords (IMAP, SMTP): encrypted by the operating system's
// keychain (Electron's safeStorage: Keychain on macOS, DPAPI on Windows, libsecret/kwallet on
// Linux) in a file of its own in the user's data folder, never in the archive, never in clear.
// The cipher is an interface, so this is tested without Electron; where the keychain is not there
// (safeStorage says so, or Linux falls back to its fixed 'basic_text' key) nothing is stored and
// the app asks for the password each session.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Electron's safeStorage this needs. */
export interface SecretCipher {
  isEncryptionAvailable(): boolean;
  /** Linux only: 'basic_text' means a key written in Chromium's source, no protection at all. */
  getSelectedStorageBackend?(): string;
  encryptString(plain: string): Buffer;
  decryptString(data: Buffer): string;
}

/**
 * Why the keychain refused, in English (`error`) and by kind for the window's words
 * (refusals.ts `keychain-<kind>`; `detail`: the cipher's own words).
 */
export type KeychainRefusal = { ok: false; error: string; kind?: 'unavailable' | 'none' | 'unreadable'; detail?: string };
export type SecretResult = { ok: true; value: string | null } | KeychainRefusal;

export interface CredentialStore {
  save(key: string, secret: string): { ok: true } | KeychainRefusal;
  load(key: string): SecretResult;
  /** Whether a password is kept for `key` (without reading it). */
  has(key: string): boolean;
  remove(key: string): void;
}

function protects(cipher: SecretCipher): KeychainRefusal | null {
  if (!cipher.isEncryptionAvailable())
    return { ok: false, kind: 'unavailable', error: "the system's keychain is not available: the password is asked for each session instead" };
  if (cipher.getSelectedStorageBackend?.() === 'basic_text')
    return { ok: false, kind: 'none', error: 'no keychain (libsecret or kwallet) is running: the password is asked for each session instead' };
  return null;
}

export function credentialStore(file: string, cipher: SecretCipher): CredentialStore {
  const read = (): Record<string, string> => {
    if (!existsSync(file)) return {};
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const write = (all: Record<string, string>): void => {
    writeFileSync(`${file}.tmp`, JSON.stringify(all), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  };
  return {
    save(key, secret) {
      const refused = protects(cipher);
      if (refused) return refused;
      write({ ...read(), [key]: cipher.encryptString(secret).toString('base64') });
      return { ok: true };
    },
    load(key) {
      const all = read();
      if (!Object.hasOwn(all, key) || typeof all[key] !== 'string') return { ok: true, value: null };
      const refused = protects(cipher);
      if (refused) return refused;
      try {
        return { ok: true, value: cipher.decryptString(Buffer.from(all[key], 'base64')) };
      } catch (e) {
        const detail = (e as Error).message;
        return { ok: false, kind: 'unreadable', detail, error: `the stored password cannot be read (${detail}): type it again` };
      }
    },
    has(key) {
      const all = read();
      return Object.hasOwn(all, key) && typeof all[key] === 'string';
    },
    remove(key) {
      const all = read();
      if (!Object.hasOwn(all, key)) return;
      delete all[key];
      write(all);
    },
  };
}

/** The file of the app's mail passwords in the user's data folder (Electron's userData). */
export const MAIL_PASSWORDS_FILE = 'mail-passwords.json';

/** The desktop app's store: the user data folder's file, encrypted by safeStorage (electron/main/main.ts). */
export function appCredentialStore(userData: string, cipher: SecretCipher): CredentialStore {
  return credentialStore(join(userData, MAIL_PASSWORDS_FILE), cipher);
}
