/** What the visitor middleware learns about a visitor; SSR, API headers and the error reporter read it. */
import type { UtmKey } from '../../shared/constants';

export interface Visitor {
  locale: string;
  /** `https://site.example`: the origin the visitor reached us at (trust proxy decides the protocol). */
  baseUrl: string;
  userAgent: string;
  /** `req.ip`: X-Forwarded-For is believed as far as TRUST_PROXY hops. */
  ip: string;
  /** `mobile`, `tablet`, `desktop`, ... */
  device: string;
  /** `Android 14` */
  os: string;
  /** `Chrome 120.0.0.0` */
  browser: string;
  /** The last ad-click id (`yclid` or `gclid`) and which of the two it was. */
  clickId: string;
  clickIdSource: string;
  /** The UTM values in force after this request (from the query or the cookies). */
  utm: Partial<Record<UtmKey, string>>;
  /** The visitor accepted the cookie notice (set by the browser banner, only read here). */
  consent: boolean;
  /** From `_ga`: `GA1.1.123.456` → `123.456`. */
  googleClientId: string;
  /** From `_ym_uid`. */
  yandexClientId: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      visitor?: Visitor;
      /** A cookie is set on this response: the HTML micro-cache must not store it. */
      setsCookies?: boolean;
    }
  }
}
