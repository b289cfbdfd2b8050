import { describe, expect, it } from 'vitest';
import { callAbortController } from './call-abort';

describe('callAbortController', () => {
  it('is not aborted until told, then says so once, however often it is told', () => {
    const controller = callAbortController();
    let heard = 0;
    controller.signal.addEventListener('abort', () => heard++);
    expect(controller.signal.aborted).toBe(false);
    controller.abort();
    controller.abort();
    expect(controller.signal.aborted).toBe(true);
    expect(heard).toBe(1);
  });
});
