import { describe, expect, it } from 'vitest';
import { createOutgoingQueue } from './outgoing-queue';
import type { SendResult, TelegramPayload } from './telegram-types';
import { createCapturingLogger, createManualClock } from './testing';

function message(n: number): TelegramPayload {
  return { kind: 'message', text: `m${n}`, threadId: null };
}

function setup(
  options: { perMinute?: number; burst?: number; maxLength?: number; answers?: SendResult[] } = {},
) {
  const clock = createManualClock();
  const log = createCapturingLogger();
  const sent: Array<{ text: string; at: number }> = [];
  const answers = [...(options.answers ?? [])];
  const queue = createOutgoingQueue({
    clock,
    logger: log.logger,
    perMinute: options.perMinute ?? 20,
    burst: options.burst ?? 3,
    maxLength: options.maxLength ?? 100,
    transport: {
      async send(payload) {
        const answer = answers.shift() ?? { ok: true };
        if (answer.ok && payload.kind === 'message') sent.push({ text: payload.text, at: clock.now() });
        return answer;
      },
    },
  });
  return { clock, log, sent, queue };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('outgoing queue', () => {
  it('sends a burst at once, then paces at the configured rate', async () => {
    const { clock, sent, queue } = setup({ perMinute: 20, burst: 3 });
    for (let n = 1; n <= 6; n += 1) queue.push({ label: `m${n}`, payload: () => message(n) });
    await tick();
    await tick();
    expect(sent.map((s) => s.text)).toEqual(['m1', 'm2', 'm3']);
    // 20 a minute: one token every 3 s.
    clock.advance(2_999);
    await tick();
    expect(sent).toHaveLength(3);
    clock.advance(1);
    await tick();
    expect(sent).toHaveLength(4);
    clock.advance(3_000);
    await tick();
    clock.advance(3_000);
    await queue.idle();
    expect(sent.map((s) => s.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    const start = sent[0].at;
    expect(sent.map((s) => s.at - start)).toEqual([0, 0, 0, 3_000, 6_000, 9_000]);
  });

  it('never sends more than burst + rate within a minute', async () => {
    const { clock, sent, queue } = setup({ perMinute: 15, burst: 5 });
    for (let n = 1; n <= 40; n += 1) queue.push({ label: `m${n}`, payload: () => message(n) });
    for (let t = 0; t < 60; t += 1) {
      await tick();
      clock.advance(1_000);
    }
    await tick();
    // 5 at once plus one every 4 s within 60 s: at most 20 (Telegram's limit for a group).
    expect(sent.filter((s) => s.at - sent[0].at < 60_000).length).toBeLessThanOrEqual(20);
    expect(sent.length).toBeGreaterThanOrEqual(19);
    queue.close();
  });

  it('pauses everything for retry_after on 429, then resends the same message first', async () => {
    const { clock, sent, queue, log } = setup({
      burst: 10,
      answers: [
        {
          ok: false,
          status: 429,
          description: 'Too Many Requests: retry after 7',
          retryAfterMs: 7_000,
          retryable: true,
        },
      ],
    });
    queue.push({ label: 'a', payload: () => message(1) });
    queue.push({ label: 'b', payload: () => message(2) });
    await tick();
    await tick();
    expect(sent).toHaveLength(0);
    clock.advance(6_999);
    await tick();
    expect(sent).toHaveLength(0);
    clock.advance(1);
    await queue.idle();
    expect(sent.map((s) => s.text)).toEqual(['m1', 'm2']);
    expect(log.text()).toContain('queue paused');
  });

  it('drops the oldest when full, with a log line', async () => {
    const { clock, sent, queue, log } = setup({ burst: 1, perMinute: 60, maxLength: 3 });
    for (let n = 1; n <= 6; n += 1) queue.push({ label: `m${n}`, payload: () => message(n) });
    await tick();
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1_000);
      await tick();
    }
    await queue.idle();
    // m1 went at once; m2 and m3 were pushed out by m5 and m6.
    expect(sent.map((s) => s.text)).toEqual(['m1', 'm4', 'm5', 'm6']);
    expect(log.text()).toContain('dropped the oldest');
    expect(queue.dropped).toBe(2);
  });

  it('drops a message Telegram refuses and goes on', async () => {
    const { sent, queue, log } = setup({
      answers: [
        { ok: false, status: 400, description: "Bad Request: can't parse entities", retryable: false },
      ],
    });
    queue.push({ label: 'bad', payload: () => message(1) });
    queue.push({ label: 'good', payload: () => message(2) });
    await queue.idle();
    expect(sent.map((s) => s.text)).toEqual(['m2']);
    expect(log.text()).toContain("can't parse entities");
    expect(queue.dropped).toBe(1);
  });
});
