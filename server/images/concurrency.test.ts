import { describe, expect, it } from 'vitest';
import { ImageError } from './errors';
import { Semaphore } from './semaphore';
import { SingleFlight } from './single-flight';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Semaphore', () => {
  it('runs at most `limit` tasks, queues up to `maxQueue`, refuses the rest', async () => {
    const sem = new Semaphore(2, 1);
    const gate = deferred();
    let peak = 0;
    let running = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await gate.promise;
      running--;
    };
    const runs = [sem.run(task), sem.run(task), sem.run(task)];
    await expect(sem.run(task)).rejects.toBeInstanceOf(ImageError);
    expect(sem.running).toBe(2);
    expect(sem.pending).toBe(1);
    gate.resolve();
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(sem.running).toBe(0);
  });

  it('releases the permit when a task fails', async () => {
    const sem = new Semaphore(1, 0);
    await expect(sem.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(sem.run(async () => 'ok')).resolves.toBe('ok');
  });
});

describe('SingleFlight', () => {
  it('shares one run per key while it is in flight, then forgets it', async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    const gate = deferred();
    const task = async () => {
      calls++;
      await gate.promise;
      return calls;
    };
    const all = Promise.all(Array.from({ length: 5 }, () => flights.run('k', task)));
    expect(flights.size).toBe(1);
    gate.resolve();
    expect(await all).toEqual([1, 1, 1, 1, 1]);
    expect(flights.size).toBe(0);
    expect(await flights.run('k', task)).toBe(2);
  });

  it('shares failures too, and lets the next call retry', async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('boom');
    };
    const results = await Promise.allSettled([flights.run('k', failing), flights.run('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(flights.run('k', async () => 7)).resolves.toBe(7);
  });
});
