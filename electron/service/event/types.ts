// The event network's views (types only: the contract re-exports them to the renderer).
import type { ServiceResult } from '../types';

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
  /** Sessions still open (neither expired nor revoked): the devices logged in now. */
  activeSessions: number;
  /** When they last logged in (their latest session began), or null when never. */
  lastLogin: string | null;
}

/** A new person, or a new code: the code is shown this once and never stored in clear. */
export interface PairingView {
  person: PersonView;
  pairingCode: string;
}

/** The event network as the director's window sees it: whether it serves, and what a GM joins and checks. */
export interface NetworkView {
  serving: boolean;
  /** The address a GM opens (https), or null when not serving. */
  url: string | null;
  /** The certificate's SHA-256 fingerprint, as browsers show it (`AB:CD:...`). */
  fingerprint: string | null;
  /** Where the certificate came from (made for the event and kept beside the archive, or supplied). */
  certificate: string | null;
  /** This machine's addresses on local networks; empty when it has none (then it serves on loopback only). */
  addresses: string[];
  /** Whether the window may stop it (not when the command line started it: Ctrl+C there). */
  stoppable: boolean;
}

/** Starts and stops the event network; the host (Electron's main process, the browser host) supplies it. */
export interface NetworkControl {
  status(): NetworkView;
  start(): Promise<ServiceResult<NetworkView>>;
  stop(): Promise<ServiceResult<NetworkView>>;
}
