/**
 * A concurrency limit (p-limit) with a bounded queue. Image misses (download + decode + encode) hold a
 * slot, so CPU and the memory of buffered originals stay bounded; when the queue is full the caller is
 * told at once (503) instead of piling up work that would time out anyway.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { ImageError } from './errors';

export class Semaphore {
  private readonly limiter: LimitFunction;

  constructor(
    private readonly limit: number,
    private readonly maxQueue: number,
  ) {
    this.limiter = pLimit(limit);
  }

  get pending(): number {
    return this.limiter.pendingCount;
  }

  get running(): number {
    return this.limiter.activeCount;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    // Counted together: p-limit moves a task from pending to active a tick after it is added.
    const outstanding = this.limiter.activeCount + this.limiter.pendingCount;
    if (outstanding >= this.limit + this.maxQueue) {
      return Promise.reject(new ImageError('BUSY', `${outstanding} running or queued`));
    }
    return this.limiter(task);
  }
}
