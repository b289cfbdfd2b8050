/** CPU time and resident memory of another process, read from /proc (Linux). */
import fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of the process, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Resident memory of the process's children, summed: the site's image encoder while it runs
 * (server/images/encoder.ts), 0 when it has gone idle.
 */
export function childrenRssMb(pid: number): number {
  // The bench runs one site process (WEB_CONCURRENCY=1): its only children are encoders. A kernel without
  // the children file reports none.
  let list: string;
  try {
    list = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  } catch {
    return 0;
  }
  if (!list) return 0;
  return list
    .split(/\s+/)
    .map(Number)
    .reduce((sum, child) => {
      try {
        return sum + rssMb(child);
      } catch {
        return sum; // exited between the two reads
      }
    }, 0);
}
