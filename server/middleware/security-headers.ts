/**
 * Security headers (helmet). The pages carry no inline scripts (router state is JSON data, code comes from
 * /assets), so the CSP needs no nonce and a cached page stays valid for every visitor.
 */
import helmet from 'helmet';
import type { Config } from '../config';

export function securityHeaders(config: Pick<Config, 'isProduction' | 'publicApiUrl' | 'apiUrl'>) {
  const apiOrigins = [config.publicApiUrl, config.apiUrl]
    .filter((v): v is string => Boolean(v))
    .map((u) => new URL(u).origin);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // React writes style attributes (aspect ratios, progress widths); they cannot run code.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...apiOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...apiOrigins],
        formAction: ["'self'", ...apiOrigins],
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
