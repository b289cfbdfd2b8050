/**
 * A counting semaphore with a bounded queue. Image misses (download + decode + encode) hold a permit, so
 * CPU and the memory of buffered originals stay bounded; when the queue is full the caller is told at
 * once (503) instead of piling up work that would time out anyway.
 */
import { ImageError } from './errors';

export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueue: number,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  get running(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueue) {
      return Promise.reject(new ImageError('BUSY', `${this.active} running, ${this.waiting.length} queued`));
    }
    // The permit passes straight from the releasing task to the next waiter: `active` stays the same.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
