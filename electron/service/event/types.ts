// The event network's views (types only: the contract re-exports them to the renderer).
export type PersonRole = 'director' | 'boardGm' | 'display';

/** A person the director let in, without any secret. */
export interface PersonView {
  id: number;
  name: string;
  role: PersonRole;
  /** A board GM's games: the only ones they may write to. */
  games: number[];
  hasPassword: boolean;
  /** When the unused pairing code stops working; null when none is waiting. */
  pairingExpiresAt: string | null;
  revokedAt: string | null;
}

/** A new person, or a new code: the code is shown this once and never stored in clear. */
export interface PairingView {
  person: PersonView;
  pairingCode: string;
}
