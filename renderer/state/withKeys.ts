// React keys from what items are, never from where they stand in a list (an index key re-renders
// or mixes up items when the list changes).

/** Each item with a React key of its own, from what it is (`keyOf`), counted when two are alike: never its index. */
export function withKeys<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const k = keyOf(item);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return [n === 1 ? k : `${k}#${n}`, item];
  });
}
