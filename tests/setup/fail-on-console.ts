/** An unexpected console.error or console.warn fails the test (DESIGN: no console.* in server code). */
import { afterEach, vi } from 'vitest';

const calls: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${level}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  if (calls.length === 0) return;
  const found = calls.splice(0);
  throw new Error(`Unexpected console output:\n${found.join('\n')}`);
});
