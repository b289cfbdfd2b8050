/**
 * A short stable id for "the same error": FNV-1a (32 bit) over the parts that identify a failure. Two
 * visitors hitting the same bug get the same id, so the notifier can collapse repeats (docs/decisions/004).
 */
export function fingerprint(parts: ReadonlyArray<string | number>): string {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0001');
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
