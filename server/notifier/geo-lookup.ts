/**
 * Where a visitor is, for reports only (requirements §7: a public-IP lookup and a geo-by-IP lookup). Short
 * timeout, LRU cache, and any failure just leaves the fields empty ('Не указан' in the message): a report
 * never waits long and never fails because of a lookup.
 */
import { isIP } from 'node:net';
import fetch from 'node-fetch';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { EMPTY_LOCATION } from '../../shared/error-report/build';
import type { UserLocation } from '../../shared/error-report/types';

export interface GeoLookupOptions {
  ipLookupUrl: string | null;
  geoLookupUrl: string | null;
  timeoutMs: number;
  logger: Logger;
  ttlMs?: number;
}

export interface GeoLookup {
  /** The location of `ip`; a private or missing IP is replaced by our public IP (development, tests). */
  locate(ip: string): Promise<UserLocation>;
}

type Place = Omit<UserLocation, 'ip'>;
const NOWHERE: Place = { city: '', country: '', region: '' };

/** `::ffff:1.2.3.4` → `1.2.3.4`. */
function normaliseIp(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return v4 ? v4[1] : ip;
}

function isPublicIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) {
    const [a, b] = ip.split('.').map(Number);
    return !(
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) return !/^(::1?$|fc|fd|fe80)/i.test(ip);
  return false;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

export function createGeoLookup(options: GeoLookupOptions): GeoLookup {
  const ttl = options.ttlMs ?? 60 * 60 * 1000;
  const places = new LRUCache<string, Promise<Place>>({ max: 5_000, ttl });
  let publicIp: { value: Promise<string>; at: number } | null = null;

  async function get(url: string): Promise<string> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json, text/plain' },
    });
    if (!response.ok) throw new Error(`lookup answered ${response.status}`);
    return (await response.text()).slice(0, 2_000);
  }

  async function findPublicIp(): Promise<string> {
    if (!options.ipLookupUrl) return '';
    try {
      const body = (await get(options.ipLookupUrl)).trim();
      const ip = body.startsWith('{') ? text((JSON.parse(body) as { ip?: unknown }).ip) : body;
      return isIP(ip) ? ip : '';
    } catch (error) {
      options.logger.info({ err: (error as Error).message }, 'public IP lookup failed');
      return '';
    }
  }

  async function findPlace(ip: string): Promise<Place> {
    if (!options.geoLookupUrl || !ip) return NOWHERE;
    try {
      const body = JSON.parse(
        await get(options.geoLookupUrl.replace('{ip}', encodeURIComponent(ip))),
      ) as Record<string, unknown>;
      return {
        city: text(body.city),
        country: text(body.country ?? body.country_name),
        region: text(body.region ?? body.region_name),
      };
    } catch (error) {
      options.logger.info({ err: (error as Error).message }, 'geo lookup failed');
      return NOWHERE;
    }
  }

  return {
    async locate(rawIp) {
      let ip = normaliseIp(rawIp);
      if (!isPublicIp(ip)) {
        // Our own public IP stands in for a local visitor; cached like a place.
        if (!publicIp || Date.now() - publicIp.at > ttl) publicIp = { value: findPublicIp(), at: Date.now() };
        ip = (await publicIp.value) || ip;
      }
      if (!ip) return { ...EMPTY_LOCATION };
      let place = places.get(ip);
      if (!place) {
        // The promise is cached, so simultaneous reports share one lookup.
        place = findPlace(ip);
        places.set(ip, place);
      }
      const found = await place;
      // A failed lookup is remembered for a minute only: the service may be back soon.
      if (found === NOWHERE && places.get(ip) === place) places.set(ip, place, { ttl: 60_000 });
      return { ip, ...found };
    },
  };
}
