/**
 * `fn` once per object, kept as long as that object lives. An answer from the server's API cache is one
 * object for every visitor of the same page, so what a loader or a component derives from it only (a
 * filtered list, its HTML, the cards' view) is worked out once instead of on every request. What comes
 * back is shared in turn: nobody may change it.
 */
export function oncePer<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = fn(key);
    known.set(key, value);
    return value;
  };
}

/**
 * `fn` once per text, for values that recur on page after page (a departure's dates, a cruise's short
 * link). Past `bound` texts the memory starts again, so no run of new texts grows it without limit. What
 * comes back is shared: nobody may change it.
 */
export function oncePerText<V>(fn: (text: string) => V, bound: number): (text: string) => V {
  const known = new Map<string, V>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      if (known.size >= bound) known.clear();
      known.set(text, (value = fn(text)));
    }
    return value;
  };
}
