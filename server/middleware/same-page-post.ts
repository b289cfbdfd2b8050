/**
 * A form without JavaScript that posts `intent=<name>` to the page it is on (the cookie banner's 'Ок', the
 * reading-settings panel): its handler sets what the form changes (a cookie) and the visitor is sent back
 * to that very page with 303 (Post/Redirect/Get). Any other form post goes on to the page's route action
 * with its body untouched (a Buffer, as the renderer expects).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FORM_BODY_LIMIT } from '../render/render-page';

/** The request's own path and query, with leading slashes collapsed so `//host/x` cannot leave the site. */
export function samePageTarget(originalUrl: string): string {
  return `/${originalUrl.replace(/^[/\\]+/, '')}`;
}

export function samePagePost(
  intent: string,
  apply: (form: URLSearchParams, req: Request, res: Response) => void,
): RequestHandler[] {
  const readForm = express.raw({ type: 'application/x-www-form-urlencoded', limit: FORM_BODY_LIMIT });
  return [
    readForm,
    (req: Request, res: Response, next: NextFunction) => {
      const body: unknown = req.body;
      const form = Buffer.isBuffer(body) ? new URLSearchParams(body.toString('utf8')) : null;
      if (!form || form.get('intent') !== intent) {
        next();
        return;
      }
      apply(form, req, res);
      res.set('Cache-Control', 'no-store').redirect(303, samePageTarget(req.originalUrl));
    },
  ];
}
