/** Device, OS and browser from the User-Agent (ua-parser-js 1.x: MIT; 2.x is AGPL, see DESIGN). */
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';

export interface ParsedAgent {
  device: string;
  os: string;
  browser: string;
}

// A site sees few distinct user agents compared with requests; parsing costs more than a lookup.
const cache = new LRUCache<string, ParsedAgent>({ max: 2_000 });

function joined(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

export function parseUserAgent(userAgent: string): ParsedAgent {
  if (!userAgent) return { device: '', os: '', browser: '' };
  const hit = cache.get(userAgent);
  if (hit) return hit;
  const result = new UAParser(userAgent).getResult();
  const parsed: ParsedAgent = {
    // ua-parser reports no device type for desktops.
    device: result.device.type ?? (result.os.name || result.browser.name ? 'desktop' : ''),
    os: joined(result.os.name, result.os.version),
    browser: joined(result.browser.name, result.browser.version),
  };
  cache.set(userAgent, parsed);
  return parsed;
}
