/**
 * The cookie banner's 'Ок' without JavaScript: the banner is a form that posts `intent=cookie-consent` to
 * the page it is on. This sets the consent cookie (the same name, value and lifetime as the banner's script
 * writes) and answers 303 back to that very page, whose banner is then gone (Post/Redirect/Get). The
 * target is the request's own path and query, so no return address can point elsewhere. Any other form
 * post goes on to the page's route action with its body untouched (a Buffer, as the renderer expects).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { CONSENT_COOKIE_DAYS, COOKIE, COOKIE_CONSENT_INTENT, DAY_SECONDS } from '../../shared/constants';
import { FORM_BODY_LIMIT } from '../render/render-page';

/** The request's own path and query, with leading slashes collapsed so `//host/x` cannot leave the site. */
export function samePageTarget(originalUrl: string): string {
  return `/${originalUrl.replace(/^[/\\]+/, '')}`;
}

export function cookieConsentPost({ secure }: { secure: boolean }) {
  const readForm = express.raw({ type: 'application/x-www-form-urlencoded', limit: FORM_BODY_LIMIT });
  return [
    readForm,
    (req: Request, res: Response, next: NextFunction) => {
      const body: unknown = req.body;
      if (
        !Buffer.isBuffer(body) ||
        new URLSearchParams(body.toString('utf8')).get('intent') !== COOKIE_CONSENT_INTENT
      ) {
        next();
        return;
      }
      res.cookie(COOKIE.consent, '1', {
        maxAge: CONSENT_COOKIE_DAYS * DAY_SECONDS * 1000,
        path: '/',
        sameSite: 'lax',
        secure,
      });
      res.set('Cache-Control', 'no-store').redirect(303, samePageTarget(req.originalUrl));
    },
  ];
}
