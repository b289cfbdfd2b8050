import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

function timers() {
  return { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() } as unknown as Window;
}

describe('whenIdle', () => {
  it('waits for the idle callback with its deadline, and cancels it', () => {
    const callbacks: Array<() => void> = [];
    const cancelIdleCallback = vi.fn();
    const win = {
      ...timers(),
      requestIdleCallback: vi.fn((cb: () => void) => callbacks.push(cb)),
      cancelIdleCallback,
    };
    const task = vi.fn();
    const cancel = whenIdle(task, 3_000, 1_000, win);
    expect(win.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3_000 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where the browser cannot tell idle time (Safari)', () => {
    const win = timers();
    const task = vi.fn();
    const cancel = whenIdle(task, 3_000, 1_000, win);
    expect(win.setTimeout).toHaveBeenCalledWith(task, 1_000);
    cancel();
    expect(win.clearTimeout).toHaveBeenCalledWith(7);
  });
});
