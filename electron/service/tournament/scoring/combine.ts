// How a player's board scores across rounds make a tournament score: the sum of all, or the sum of
// the best N (a round not played counts as nothing, so a late player is not punished by a zero
// unless fewer than N rounds were played).
export type CombineRule = { kind: 'sum' } | { kind: 'best'; n: number };

export function combineRounds(rule: CombineRule, roundScores: readonly number[]): number {
  return countedRounds(rule, roundScores).reduce((a, i) => a + roundScores[i], 0);
}

/** Which rounds count under the rule (indexes into roundScores), for printouts that mark them. */
export function countedRounds(rule: CombineRule, roundScores: readonly number[]): number[] {
  const idx = roundScores.map((_, i) => i);
  if (rule.kind === 'sum') return idx;
  return idx
    .sort((a, b) => roundScores[b] - roundScores[a] || a - b)
    .slice(0, rule.n)
    .sort((a, b) => a - b);
}

export function formatCombine(rule: CombineRule): string {
  return rule.kind === 'sum' ? 'sum' : `best-${rule.n}`;
}

/** `sum` or `best-N` (N >= 1), as the CLI and the archive write it. */
export function parseCombine(text: string): CombineRule | null {
  if (text === 'sum') return { kind: 'sum' };
  const m = /^best-([1-9][0-9]?)$/.exec(text);
  return m ? { kind: 'best', n: Number(m[1]) } : null;
}
