// Who a mail is from, against the players of the game: the From address is matched with the
// contact of each power's current player (a contact may hold several addresses, or `Name <addr>`).
// A mail from an address no player has, or with orders for a power that is not the sender's, is
// held for the GM, never filed: in sheet mode too, where a Russian build in France's mail would
// otherwise become Russia's orders.
import type { Power } from '../../engine/index';
import type { PlayerRecord } from '../archive/types';

/** The address in `Ann Smith <ann@example.org>` or `ann@example.org`, in lower case; null when there is none. */
export function addressOf(written: string): string | null {
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(written);
  const bare = angled ? angled[1] : /[^\s<>,;"']+@[^\s<>,;"']+/.exec(written)?.[0];
  if (!bare || !/^[^@]+@[^@]+\.[^@.]+$/.test(bare)) return null;
  return bare.toLowerCase();
}

/** Every address written in a player's contact. */
function addressesIn(contact: string | null): string[] {
  return (contact ?? '')
    .split(/[,;]/)
    .map(addressOf)
    .filter((a): a is string => a !== null);
}

/** Each power's player at phase `seq`: the last one taken on at or before it. */
export function playersAt(players: readonly PlayerRecord[], seq: number): Map<Power, PlayerRecord> {
  const out = new Map<Power, PlayerRecord>();
  for (const p of players) if (p.sinceSeq <= seq && (out.get(p.power)?.sinceSeq ?? -1) <= p.sinceSeq) out.set(p.power, p);
  return out;
}

/** The powers whose current player writes from `address`. */
export function powersOfSender(players: readonly PlayerRecord[], seq: number, address: string): Power[] {
  return [...playersAt(players, seq)].filter(([, p]) => addressesIn(p.contact).includes(address)).map(([power]) => power);
}

/** Why each set of a mail from `address` is held for the GM; empty when every set is the sender's. */
export function heldBySender(address: string, senderPowers: readonly Power[], setPowers: readonly Power[]): { power: Power; why: string }[] {
  if (senderPowers.length === 0)
    return setPowers.map((power) => ({ power, why: `${power}: the mail is from ${address}, who plays no power in this game: held for the GM` }));
  return setPowers
    .filter((power) => !senderPowers.includes(power))
    .map((power) => ({ power, why: `${power}: orders for ${power} in a mail from ${address}, who plays ${senderPowers.join(' and ')}: held for the GM` }));
}
