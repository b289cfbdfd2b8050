/** Test helpers for the notifier: a manual clock and a logger whose lines can be read back. */
import pino, { type Logger } from 'pino';
import type { Clock } from './clock';

export interface ManualClock extends Clock {
  /** Moves time on and fires what is due, in order. */
  advance(ms: number): void;
  readonly pending: number;
}

export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let now = start;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 0;
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = (nextId += 1);
      timers.push({ at: now + ms, fn, id });
      return () => {
        timers = timers.filter((t) => t.id !== id);
      };
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t.id !== due.id);
        now = due.at;
        due.fn();
      }
      now = until;
    },
    get pending() {
      return timers.length;
    },
  };
}

export function createCapturingLogger(level: pino.Level = 'debug'): {
  logger: Logger;
  lines: string[];
  text(): string;
} {
  const lines: string[] = [];
  const logger = pino({ level, base: undefined }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}
