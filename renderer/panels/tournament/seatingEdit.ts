// The director's override of a proposed seating, as data: putting a player in a seat moves the
// seat's holder to where the player was (another seat, or sitting out), so every edit leaves a
// seating with each player once. Kept apart from the view so it is tested without a browser.
export interface SeatingDraft {
  boards: Record<string, string>[];
  sittingOut: string[];
}

export function placePlayer(d: SeatingDraft, board: number, power: string, player: string): SeatingDraft {
  const boards = d.boards.map((b) => ({ ...b }));
  const holder = boards[board][power];
  if (holder === player) return d;
  let sittingOut = [...d.sittingOut];
  const from = boards.flatMap((b, i) =>
    Object.entries(b)
      .filter(([, p]) => p === player)
      .map(([pw]) => [i, pw] as const),
  )[0];
  if (from) boards[from[0]][from[1]] = holder;
  else sittingOut = sittingOut.map((p) => (p === player ? holder : p));
  boards[board][power] = player;
  return { boards, sittingOut };
}

/** Seats where the draft differs from the proposal. */
export function changedSeats(proposal: SeatingDraft, draft: SeatingDraft): { board: number; power: string }[] {
  return draft.boards.flatMap((b, i) =>
    Object.keys(b)
      .filter((p) => proposal.boards[i]?.[p] !== b[p])
      .map((power) => ({ board: i, power })),
  );
}
