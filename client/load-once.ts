/**
 * A load (a chunk's dynamic import, as a rule) started on first need and shared by every later caller. A
 * failed load is forgotten, so the next call tries again: offline, or a new deployment that removed the
 * old chunk, is no reason to give up for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
