// The event network's tables (migration 0007): the people the director lets in, the boards given to
// each board GM, and their sessions. Secrets are never here in clear: passwords and pairing codes as
// scrypt hashes, session tokens as their SHA-256.
import type Database from 'better-sqlite3';
import { perConnection } from './perConnection';

export interface PersonRow {
  id: number;
  name: string;
  role: 'director' | 'boardGm' | 'display';
  passwordHash: string | null;
  pairingHash: string | null;
  pairingExpiresAt: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface SessionRow {
  id: number;
  personId: number;
  expiresAt: string;
  revokedAt: string | null;
}

const PERSON = `id, name, role, password_hash AS passwordHash, pairing_hash AS pairingHash, pairing_expires_at AS pairingExpiresAt,
  created_at AS createdAt, revoked_at AS revokedAt`;

/** The people statements of a connection, prepared once. */
export const peopleRepository: (db: Database.Database) => ReturnType<typeof build> = perConnection((db) => build(db));

function build(db: Database.Database) {
  const s = {
    insert: db.prepare('INSERT INTO event_people (name, role, created_at) VALUES (?, ?, ?)'),
    byName: db.prepare(`SELECT ${PERSON} FROM event_people WHERE name = ? COLLATE NOCASE`),
    byId: db.prepare(`SELECT ${PERSON} FROM event_people WHERE id = ?`),
    list: db.prepare(`SELECT ${PERSON} FROM event_people ORDER BY id`),
    setPassword: db.prepare('UPDATE event_people SET password_hash = ? WHERE id = ?'),
    setPairing: db.prepare('UPDATE event_people SET pairing_hash = ?, pairing_expires_at = ? WHERE id = ?'),
    revoke: db.prepare('UPDATE event_people SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    boards: db.prepare('SELECT game_id AS gameId FROM event_boards WHERE person_id = ? ORDER BY game_id'),
    clearBoards: db.prepare('DELETE FROM event_boards WHERE person_id = ?'),
    addBoard: db.prepare('INSERT INTO event_boards (person_id, game_id) VALUES (?, ?)'),
    gmsOf: db.prepare(`SELECT p.name FROM event_boards b JOIN event_people p ON p.id = b.person_id
      WHERE b.game_id = ? AND p.role = 'boardGm' AND p.revoked_at IS NULL ORDER BY p.name`),
    insertSession: db.prepare('INSERT INTO event_sessions (person_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    session: db.prepare('SELECT id, person_id AS personId, expires_at AS expiresAt, revoked_at AS revokedAt FROM event_sessions WHERE token_hash = ?'),
    revokeSession: db.prepare('UPDATE event_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL'),
    sessionsOf: db.prepare(`SELECT COALESCE(SUM(revoked_at IS NULL AND expires_at > ?), 0) AS active, MAX(created_at) AS lastLogin
      FROM event_sessions WHERE person_id = ?`),
    revokeSessionsOf: db.prepare('UPDATE event_sessions SET revoked_at = ? WHERE person_id = ? AND revoked_at IS NULL'),
  };
  return {
    insert: (name: string, role: PersonRow['role'], at: string): number => Number(s.insert.run(name, role, at).lastInsertRowid),
    byName: (name: string) => s.byName.get(name) as PersonRow | undefined,
    byId: (id: number) => s.byId.get(id) as PersonRow | undefined,
    list: () => s.list.all() as PersonRow[],
    setPassword: (id: number, hash: string | null) => void s.setPassword.run(hash, id),
    setPairing: (id: number, hash: string | null, expiresAt: string | null) => void s.setPairing.run(hash, expiresAt, id),
    revoke: (id: number, at: string) => s.revoke.run(at, id).changes > 0,
    boards: (id: number) => (s.boards.all(id) as { gameId: number }[]).map((r) => r.gameId),
    /** The board GMs given a game (not revoked), by name: the round console names them. */
    gmsOf: (gameId: number) => (s.gmsOf.all(gameId) as { name: string }[]).map((r) => r.name),
    setBoards(id: number, games: readonly number[]): void {
      s.clearBoards.run(id);
      for (const g of games) s.addBoard.run(id, g);
    },
    insertSession: (personId: number, tokenHash: string, at: string, expiresAt: string) => void s.insertSession.run(personId, tokenHash, at, expiresAt),
    session: (tokenHash: string) => s.session.get(tokenHash) as SessionRow | undefined,
    revokeSession: (tokenHash: string, at: string) => s.revokeSession.run(at, tokenHash).changes > 0,
    /** A person's sessions: how many are open at `now`, and when the latest began. */
    sessionsOf: (personId: number, now: string) => s.sessionsOf.get(now, personId) as { active: number; lastLogin: string | null },
    revokeSessionsOf: (personId: number, at: string) => void s.revokeSessionsOf.run(at, personId),
  };
}
