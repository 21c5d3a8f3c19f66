// The people of an event and their sessions. The director adds board GMs and displays; each joins
// with a one-time pairing code (valid a day, gone once used) or a password, both kept as scrypt
// hashes. A login makes a session whose token goes to the browser as a cookie; the archive keeps
// only the token's SHA-256, its expiry and its revocation. A failed login says only that the name or
// the secret is wrong (never which).
import type { Archive } from '../../archive/db';
import { peopleRepository, type PersonRow } from '../../archive/repositories/people';
import { DEFAULT_ACTOR, logEvent } from '../context';
import { failure, serveChecked, snapshot, success, transact, type ServiceResult } from '../result';
import { array, int, object, oneOf, optional, str } from '../validate';
import type { PairingView, PersonRole, PersonView } from './types';
import { refuse } from './refusals';

// node:crypto on first use: the command line's game commands load this module and need none of it.
const nodeCrypto = () => process.getBuiltinModule('node:crypto');
export type { PairingView, PersonRole, PersonView } from './types';

/** How long a session lasts: a convention day. */
export const SESSION_HOURS = 14;
/** How long a pairing code waits to be used. */
export const PAIRING_HOURS = 24;
const MIN_PASSWORD = 10;

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;
// Letters and digits that cannot be misread for one another (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function scryptAsync(secret: string, salt: Buffer, params: { N: number; r: number; p: number; keylen: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    nodeCrypto().scrypt(secret, salt, params.keylen, { N: params.N, r: params.r, p: params.p, maxmem: 64 * 1024 * 1024 }, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = nodeCrypto().randomBytes(16);
  const key = await scryptAsync(secret, salt, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function secretMatches(secret: string, stored: string | null): Promise<boolean> {
  const m = stored ? /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored) : null;
  if (!m) return false;
  const expected = Buffer.from(m[5], 'base64url');
  const key = await scryptAsync(secret, Buffer.from(m[4], 'base64url'), { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]), keylen: expected.length });
  return nodeCrypto().timingSafeEqual(key, expected);
}

/** `ABCD-EFGH`: eight letters or digits, about 40 bits; one login, within a day, rate-limited. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[nodeCrypto().randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const tokenHash = (token: string): string => nodeCrypto().createHash('sha256').update(token).digest('hex');
const hoursFrom = (iso: string, hours: number): string => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

function view(archive: Archive, p: PersonRow): PersonView {
  const sessions = peopleRepository(archive.db).sessionsOf(p.id, archive.now());
  return {
    id: p.id,
    name: p.name,
    role: p.role,
    games: peopleRepository(archive.db).boards(p.id),
    hasPassword: p.passwordHash !== null,
    pairingExpiresAt: p.pairingHash !== null ? p.pairingExpiresAt : null,
    revokedAt: p.revokedAt,
    activeSessions: sessions.active,
    lastLogin: sessions.lastLogin,
  };
}

const name = str({ min: 1, max: 100 });
const actor = optional(str({ min: 1, max: 100 }));
const games = optional(array(int({ min: 1 }), { max: 100 }));

export const addPersonShape = object({ name, role: oneOf(['director', 'boardGm', 'display'] as const), games, actor });
export const personRefShape = object({ name, actor });
export const boardsShape = object({ name, games: array(int({ min: 1 }), { max: 100 }), actor });
export const passwordShape = object({ name, password: str({ min: MIN_PASSWORD, max: 200 }), actor });
export const noInput = object({});

function findPerson(archive: Archive, who: string): ServiceResult<PersonRow> {
  const p = peopleRepository(archive.db).byName(who.trim());
  return p ? success(p) : refuse('not-found', 'nobody', { name: who });
}

function checkGames(archive: Archive, list: readonly number[]): ServiceResult<null> {
  const missing = list.filter((g) => !archive.db.prepare('SELECT 1 FROM games WHERE id = ?').get(g));
  return missing.length ? refuse('not-found', 'no-game', { gameId: missing[0] }) : success(null);
}

/** Adds a board GM, a display or another director; answers their one-time pairing code. */
export function addPerson(archive: Archive, input: { name: string; role: PersonRole; games?: number[]; actor?: string }): Promise<ServiceResult<PairingView>> {
  return serveChecked(addPersonShape, input, async (v) => {
    const code = newPairingCode();
    const hash = await hashSecret(code);
    return transact(archive, (repos) => {
      const repo = peopleRepository(archive.db);
      const trimmed = v.name.trim();
      if (!trimmed) return refuse('invalid-input', 'blank-name');
      if (repo.byName(trimmed)) return refuse('name-taken', 'name-taken', { name: trimmed });
      if (v.games && v.role !== 'boardGm') return refuse('invalid-input', 'boards-for-gm');
      const ok = checkGames(archive, v.games ?? []);
      if (!ok.ok) return ok;
      const now = archive.now();
      const id = repo.insert(trimmed, v.role, now);
      repo.setPairing(id, hash, hoursFrom(now, PAIRING_HOURS));
      repo.setBoards(id, v.games ?? []);
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'event-person-added', { name: trimmed, role: v.role, games: v.games ?? [] });
      return success({ person: view(archive, repo.byId(id)!), pairingCode: code });
    });
  });
}

/** A fresh pairing code for someone (a lost one, or a new tablet); the old one stops working. */
export function renewPairing(archive: Archive, input: { name: string; actor?: string }): Promise<ServiceResult<PairingView>> {
  return serveChecked(personRefShape, input, async (v) => {
    const code = newPairingCode();
    const hash = await hashSecret(code);
    return transact(archive, (repos) => {
      const p = findPerson(archive, v.name);
      if (!p.ok) return p;
      if (p.value.revokedAt) return refuse('invalid-input', 'revoked', { name: p.value.name });
      const repo = peopleRepository(archive.db);
      repo.setPairing(p.value.id, hash, hoursFrom(archive.now(), PAIRING_HOURS));
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'event-pairing-renewed', { name: p.value.name });
      return success({ person: view(archive, repo.byId(p.value.id)!), pairingCode: code });
    });
  });
}

export function setPassword(archive: Archive, input: { name: string; password: string; actor?: string }): Promise<ServiceResult<PersonView>> {
  return serveChecked(passwordShape, input, async (v) => {
    const hash = await hashSecret(v.password);
    return transact(archive, (repos) => {
      const p = findPerson(archive, v.name);
      if (!p.ok) return p;
      peopleRepository(archive.db).setPassword(p.value.id, hash);
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'event-password-set', { name: p.value.name });
      return success(view(archive, peopleRepository(archive.db).byId(p.value.id)!));
    });
  });
}

/** The boards a board GM may write to (replacing the earlier list). */
export function assignBoards(archive: Archive, input: { name: string; games: number[]; actor?: string }): Promise<ServiceResult<PersonView>> {
  return serveChecked(boardsShape, input, (v) =>
    transact(archive, (repos) => {
      const p = findPerson(archive, v.name);
      if (!p.ok) return p;
      if (p.value.role !== 'boardGm') return refuse('invalid-input', 'not-board-gm', { name: p.value.name });
      const ok = checkGames(archive, v.games);
      if (!ok.ok) return ok;
      peopleRepository(archive.db).setBoards(p.value.id, [...new Set(v.games)]);
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'event-boards-assigned', { name: p.value.name, games: v.games });
      return success(view(archive, peopleRepository(archive.db).byId(p.value.id)!));
    }),
  );
}

/** Revokes a person: every session of theirs ends now, and they cannot log in again. */
export function revokePerson(archive: Archive, input: { name: string; actor?: string }): Promise<ServiceResult<PersonView>> {
  return serveChecked(personRefShape, input, (v) =>
    transact(archive, (repos) => {
      const p = findPerson(archive, v.name);
      if (!p.ok) return p;
      const repo = peopleRepository(archive.db);
      const now = archive.now();
      repo.revoke(p.value.id, now);
      repo.revokeSessionsOf(p.value.id, now);
      repo.setPairing(p.value.id, null, null);
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'event-person-revoked', { name: p.value.name });
      return success(view(archive, repo.byId(p.value.id)!));
    }),
  );
}

export function listPeople(archive: Archive, input: Record<string, never> = {}): Promise<ServiceResult<PersonView[]>> {
  return serveChecked(noInput, input, () =>
    snapshot(archive, () =>
      success(
        peopleRepository(archive.db)
          .list()
          .map((p) => view(archive, p)),
      ),
    ),
  );
}

export interface Session {
  token: string;
  expiresAt: string;
  person: PersonView;
}

// The same answer, with nothing more (no said), whatever was wrong: the login page words it by its code.
const wrong = () => failure('forbidden', 'wrong name, pairing code or password');

/** Logs a person in with their pairing code (used up) or password. Not a channel: the host's login route. */
export async function logIn(archive: Archive, who: unknown, secret: unknown): Promise<ServiceResult<Session>> {
  if (typeof who !== 'string' || typeof secret !== 'string' || who.length > 100 || secret.length > 200) return wrong();
  const p = peopleRepository(archive.db).byName(who.trim());
  if (!p || p.revokedAt) return wrong();
  const now = archive.now();
  const code = secret.trim().toUpperCase();
  const pairing = p.pairingHash !== null && p.pairingExpiresAt !== null && p.pairingExpiresAt > now && (await secretMatches(code, p.pairingHash));
  if (!pairing && !(await secretMatches(secret, p.passwordHash))) return wrong();
  const token = nodeCrypto().randomBytes(32).toString('base64url');
  const expiresAt = hoursFrom(now, SESSION_HOURS);
  return transact(archive, (repos) => {
    const repo = peopleRepository(archive.db);
    const fresh = repo.byId(p.id);
    // The code was used up by another login while this one hashed: only one wins.
    if (pairing && fresh?.pairingHash !== p.pairingHash) return wrong();
    if (pairing) repo.setPairing(p.id, null, null);
    repo.insertSession(p.id, tokenHash(token), now, expiresAt);
    logEvent(archive, repos, null, p.name, 'event-login', { by: pairing ? 'pairing-code' : 'password' });
    return success({ token, expiresAt, person: view(archive, fresh!) });
  });
}

/** The person a session token belongs to, while it is neither expired nor revoked. */
export function sessionPerson(archive: Archive, token: string): PersonView | null {
  const repo = peopleRepository(archive.db);
  const s = repo.session(tokenHash(token));
  if (!s || s.revokedAt !== null || s.expiresAt <= archive.now()) return null;
  const p = repo.byId(s.personId);
  return p && p.revokedAt === null ? view(archive, p) : null;
}

export function logOut(archive: Archive, token: string): boolean {
  return peopleRepository(archive.db).revokeSession(tokenHash(token), archive.now());
}
