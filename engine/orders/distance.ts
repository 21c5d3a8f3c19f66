// Edit distance for reading misspelt names (DATC 4.E.2: `Pariz` is Paris). Damerau-Levenshtein
// in its optimal-string-alignment form: a swap of two neighbouring letters counts as one slip,
// which is how people mistype (`Germnay`).

/**
 * The distance between `a` and `b`, or `limit + 1` as soon as it is known to exceed `limit`:
 * the reader only asks "is it within one or two?", so it stops early.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  // Three rolling rows: the row before last is needed for transpositions.
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, prev2[j - 2] + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return Math.min(prev[m], limit + 1);
}

/**
 * How many slips a written name of this length may hold and still be read: none for one letter,
 * two only from eight letters on (a six-letter `waleng` is `wal`+`eng` run together, not Wales).
 */
export function allowedSlips(length: number): number {
  if (length < 2) return 0;
  return length < 8 ? 1 : 2;
}
