/**
 * Concurrent callers asking for the same key share one in-flight promise, so ten visitors opening the
 * same uncached page cause one download and one encode, not ten.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  get size(): number {
    return this.inFlight.size;
  }

  run(key: string, task: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const promise = task().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
