/**
 * Security headers (helmet). The pages carry no inline scripts (router state is JSON data, code comes from
 * /assets), so the CSP needs no nonce and a cached page stays valid for every visitor.
 */
import helmet from 'helmet';
import type { SiteExtrasConfig } from '../../client/app/extras/config';
import type { Config } from '../config';
import { STATIC_PAGE_STYLE_SOURCE } from '../render/fallback-page';

type Sources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

/**
 * Hosts the production-only extras need (docs/decisions/007-content-payment-seo.md); added only for the
 * extras that are configured, so a site without them keeps the strict policy.
 */
function extrasSources(extras: SiteExtrasConfig | null | undefined): Sources {
  const out: Sources = { script: [], connect: [], img: [], frame: [] };
  if (extras?.metricaId) {
    out.script.push('https://mc.yandex.ru', 'https://yastatic.net');
    out.connect.push('https://mc.yandex.ru');
    out.img.push('https://mc.yandex.ru');
    out.frame.push('https://mc.yandex.ru');
  }
  if (extras?.gtmId) {
    out.script.push('https://www.googletagmanager.com');
    out.connect.push('https://www.google-analytics.com', 'https://*.analytics.google.com');
    out.img.push('https://www.googletagmanager.com', 'https://www.google-analytics.com');
  }
  if (extras?.chatWidgetId) {
    out.script.push('https://code.jivosite.com', 'https://*.jivosite.com');
    out.connect.push('https://*.jivosite.com', 'wss://*.jivosite.com');
    out.img.push('https://*.jivosite.com');
    out.frame.push('https://*.jivosite.com');
  }
  return out;
}

export function securityHeaders(
  config: Pick<Config, 'isProduction' | 'publicApiUrl' | 'apiUrl'> & {
    extras?: SiteExtrasConfig | null;
    /** The site's own address: the built-in gateway's page is there (decision 018). */
    siteUrl?: string;
  },
) {
  // The browser's API and the server's are often the same host: name it once.
  const apiOrigins = [
    ...new Set(
      [config.publicApiUrl, config.apiUrl]
        .filter((v): v is string => Boolean(v))
        .map((u) => new URL(u).origin),
    ),
  ];
  const extras = extrasSources(config.extras);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extras.script],
        // The static error pages' one inline style, by its hash (server/render/fallback-page.ts).
        styleSrc: ["'self'", STATIC_PAGE_STYLE_SOURCE],
        // React writes style attributes (aspect ratios, progress widths); they cannot run code.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...apiOrigins, ...extras.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...apiOrigins, ...extras.connect],
        frameSrc: extras.frame.length ? extras.frame : ["'none'"],
        // A form's redirect is checked too: the built-in gateway's page is on SITE_URL, which a visitor on
        // another address of the site (www, 127.0.0.1) does not have as 'self'.
        formAction: [
          ...new Set(["'self'", ...apiOrigins, ...(config.siteUrl ? [new URL(config.siteUrl).origin] : [])]),
        ],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
