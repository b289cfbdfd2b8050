/**
 * The image encoder in a child process of its own (docs/decisions/049-encoder-process.md). libvips keeps
 * what its encoders allocated: 190 cold encodes took the site process from 176 to 463 MB resident, and it
 * stayed there. Here the site sends each picture over IPC to a child that runs sharp, which is forked by the
 * first encode and let go after `idleMs` without work, so that memory goes back to the system with it. A
 * child that dies fails the encodes in flight (500, the same as an encoder error) and the next encode
 * forks a new one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ImageError, type ImageErrorCode } from './errors';
import type { OutputFormat } from './formats';
import type { TransformOptions, TransformResult } from './transform';

export interface EncodeRequest {
  id: number;
  input: Uint8Array;
  options: TransformOptions;
}

export type EncodeReply =
  | { id: number; ok: true; data: Uint8Array; format: OutputFormat; width: number }
  | { id: number; ok: false; code: ImageErrorCode; message: string };

export interface Encoder {
  transform(input: Buffer, options: TransformOptions): Promise<TransformResult>;
  /** Lets the child go now; encodes in flight fail. */
  close(): void;
}

// Built, this module is inside dist/server/index.js beside dist/server/image-encoder.js; run from the
// sources (tests, tsx), the worker is the .ts file beside this one, loaded through tsx.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = fileURLToPath(
  new URL(FROM_SOURCE ? './encoder-worker.ts' : './image-encoder.js', import.meta.url),
);
const EXEC_ARGV = FROM_SOURCE ? ['--import', 'tsx'] : [];

/** How long the child stays without work: a page's pictures come within seconds of each other. */
const ENCODER_IDLE_MS = 30_000;

interface Waiting {
  /** The child the picture went to: one that dies fails its own encodes, not a newer child's. */
  child: ChildProcess;
  resolve: (result: TransformResult) => void;
  reject: (error: ImageError) => void;
}

export function createEncoder({ idleMs = ENCODER_IDLE_MS }: { idleMs?: number } = {}): Encoder {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const inFlight = (of: ChildProcess) => [...waiting.values()].filter((w) => w.child === of).length;

  function failAll(of: ChildProcess, detail: string): void {
    for (const [id, w] of waiting) {
      if (w.child !== of) continue;
      waiting.delete(id);
      w.reject(new ImageError('INTERNAL', detail));
    }
  }

  /** No work: the child does not keep the site's event loop alive, and goes after `idleMs`. */
  function rest(): void {
    child?.channel?.unref();
    child?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(letGo, idleMs);
    idleTimer.unref();
  }

  function letGo(): void {
    clearTimeout(idleTimer);
    const c = child;
    child = null;
    if (c?.connected) c.disconnect();
  }

  function start(): ChildProcess {
    const c = fork(WORKER, [], {
      execArgv: EXEC_ARGV,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    c.on('message', (reply: EncodeReply) => {
      const w = waiting.get(reply.id);
      if (!w) return;
      waiting.delete(reply.id);
      if (reply.ok) {
        const data = Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
        w.resolve({ data, format: reply.format, width: reply.width });
      } else w.reject(new ImageError(reply.code, reply.message));
      if (child === c && inFlight(c) === 0) rest();
    });
    const gone = (detail: string) => {
      if (child === c) child = null;
      failAll(c, detail);
      // An older child's end may come after the current one's last answer: let the current one rest.
      if (child && inFlight(child) === 0) rest();
    };
    // 'disconnect' comes after the channel has delivered the child's last answers; 'exit' may come first.
    c.on('disconnect', () => gone('encoder gone'));
    c.on('exit', (code, signal) => {
      if (!c.connected) gone(`encoder exited (${code ?? signal})`);
    });
    c.on('error', (error) => gone(`encoder: ${error.message}`));
    return c;
  }

  return {
    transform(input, options) {
      clearTimeout(idleTimer);
      if (!child?.connected) child = start();
      const c = child;
      c.ref();
      c.channel?.ref();
      const id = nextId++;
      return new Promise<TransformResult>((resolve, reject) => {
        waiting.set(id, { child: c, resolve, reject });
        const request: EncodeRequest = { id, input, options };
        c.send(request, (error) => {
          if (!error || !waiting.delete(id)) return;
          reject(new ImageError('INTERNAL', `encoder send: ${error.message}`));
        });
      });
    },
    close: letGo,
  };
}
