/**
 * The abort of one API call on the server: a plain EventTarget with `aborted`, which node-fetch takes as a
 * signal (its `isAbortSignal` accepts any EventTarget).
 *
 * Why not Node's AbortController: on Node 20 every AbortSignal gets a hidden class of its own (its
 * `createAbortSignal` swaps the prototype of a new EventTarget, then adds fields; Node 22 builds it with a
 * constructor instead, nodejs/node#52408). A page makes a dozen calls, each with a signal that V8 had to
 * give a new map, and each outlived young collections with what it held. With this one the cruise page
 * promotes 78 KB a request instead of 86, the search page 42 instead of 45 (docs/performance.md,
 * "Eleventh pass"). Not for the Fetch `Request` React Router is given: Node 24's undici wants a real
 * AbortSignal there.
 */
class CallSignal extends EventTarget {
  aborted = false;

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
}

export function callAbortController(): { signal: AbortSignal; abort(): void } {
  const signal = new CallSignal();
  // node-fetch reads only `aborted` and the 'abort' event of what it is given.
  return { signal: signal as unknown as AbortSignal, abort: () => signal.abort() };
}
