/**
 * What React's stream writes to. React fills 4 KB views and writes each one, then calls `flush()` when a
 * pass is done (the shell, then each boundary that resolves). Handing every 4 KB view to the response
 * costs a compression job and a socket write each: on a 150 KB page that was about half of the server's
 * CPU. This collects a pass and gives the response one buffer per pass, flushed through the compressor at
 * once, so streaming still delivers the shell and each boundary as soon as React has them.
 */
import { Writable } from 'node:stream';
import type { Response } from 'express';

type FlushableResponse = Response & { flush?: () => void };

export class BatchedDestination extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  /** `beforeEnd`: told when React has written the whole page, just before the response ends. */
  constructor(
    private readonly res: FlushableResponse,
    private readonly beforeEnd?: () => void,
  ) {
    super({ decodeStrings: true });
    res.on('close', () => this.destroy());
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // React never writes into a view it has handed over, so keeping a reference is safe.
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    done();
  }

  /** React calls this at the end of each pass: the collected bytes go out as one write and one flush. */
  flush(): void {
    if (this.pendingBytes === 0 || this.res.destroyed) return;
    const body = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    const hasRoom = this.res.write(body);
    this.res.flush?.();
    if (!hasRoom) {
      // The socket is behind: hold React's next writes (it waits for our 'drain') until it catches up.
      this.cork();
      this.res.once('drain', () => this.uncork());
    }
  }

  override _final(done: (error?: Error | null) => void): void {
    this.flush();
    this.beforeEnd?.();
    this.res.end();
    done();
  }
}
