/**
 * A copy of `value` with only `keys`. Views keep what they show and nothing more: an API may add fields,
 * and whatever a loader returns travels again in the page's hydration data.
 */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = value[key];
  return picked;
}
