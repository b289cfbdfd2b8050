import { Writable } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Response } from 'express';
import { BatchedDestination } from './batched-destination';

/** A response stand-in that records each write and flush, like compression's `res.flush`. */
function recordingResponse(highWaterMark = 1 << 20) {
  const writes: string[] = [];
  let flushes = 0;
  const res = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString('utf8'));
      setImmediate(done);
    },
  }) as Writable & { flush: () => void };
  res.flush = () => {
    flushes += 1;
  };
  const ended = new Promise<void>((resolve) => res.on('finish', () => resolve()));
  return { res, writes, flushes: () => flushes, ended };
}

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

function Page({ rows, later }: { rows: number; later: Promise<string> }) {
  return (
    <main>
      <ul>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>{`Строка ${i}: круиз по Средиземному морю, 7 ночей, от 99 000 ₽`}</li>
        ))}
      </ul>
      <Suspense fallback={<p>Загрузка…</p>}>
        <Later value={later} />
      </Suspense>
    </main>
  );
}

describe('BatchedDestination', () => {
  it('sends a big shell as one write and one flush, then the boundary as another', async () => {
    const { res, writes, flushes, ended } = recordingResponse();
    let resolveLater!: (value: string) => void;
    const later = new Promise<string>((resolve) => (resolveLater = resolve));
    const { pipe } = renderToPipeableStream(<Page rows={2000} later={later} />, {
      onShellReady() {
        pipe(new BatchedDestination(res as unknown as Response));
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The shell (well over 100 KB, i.e. dozens of React's 4 KB views) went out at once, before the data.
    expect(writes).toHaveLength(1);
    expect(writes[0].length).toBeGreaterThan(100_000);
    expect(writes[0].includes('Строка 1999')).toBe(true);
    expect(writes[0].includes('Загрузка…')).toBe(true);
    expect(flushes()).toBe(1);

    resolveLater('Готово');
    await ended;
    expect(writes.length).toBe(2);
    expect(writes.join('').includes('Готово')).toBe(true);
    expect(flushes()).toBe(2);
  });

  it('holds React back while the response is full and finishes once it drains', async () => {
    const { res, writes, ended } = recordingResponse(1024);
    const { pipe } = renderToPipeableStream(<Page rows={3000} later={Promise.resolve('Готово')} />, {
      onAllReady() {
        pipe(new BatchedDestination(res as unknown as Response));
      },
    });
    await ended;
    const html = writes.join('');
    expect(html.includes('Строка 2999')).toBe(true);
    expect(html.includes('Готово')).toBe(true);
    expect(html.endsWith('</main>')).toBe(true);
  });
});
