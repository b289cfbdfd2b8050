/** Whether a URL's hostname names this machine: `localhost`, `127.x.x.x` or `[::1]` (as `URL` writes it). */
export function isLoopbackHost(hostname: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(hostname);
}
