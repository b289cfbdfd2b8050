/**
 * The reading-settings panel without JavaScript: its form posts `intent=a11y` and the pressed button's
 * `choice` to the page it is on. This applies the choice to the visitor's current settings, sets the cookie
 * (or removes it when back to the default) and answers 303 to the same page, now rendered in the new
 * settings (Post/Redirect/Get, as the cookie banner's 'Ок' in cookie-consent-post.ts). Any other post goes
 * on with its body untouched.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  A11Y_COOKIE,
  A11Y_COOKIE_DAYS,
  A11Y_INTENT,
  applyA11yChoice,
  isDefaultA11y,
  parseA11y,
  serializeA11y,
} from '../../shared/a11y';
import { DAY_SECONDS } from '../../shared/constants';
import { FORM_BODY_LIMIT } from '../render/render-page';
import { samePageTarget } from './cookie-consent-post';

export function a11yPost({ secure }: { secure: boolean }) {
  const readForm = express.raw({ type: 'application/x-www-form-urlencoded', limit: FORM_BODY_LIMIT });
  return [
    readForm,
    (req: Request, res: Response, next: NextFunction) => {
      const body: unknown = req.body;
      const form = Buffer.isBuffer(body) ? new URLSearchParams(body.toString('utf8')) : null;
      if (!form || form.get('intent') !== A11Y_INTENT) {
        next();
        return;
      }
      const current = parseA11y(req.cookies?.[A11Y_COOKIE] as string | undefined);
      const settings = applyA11yChoice(current, form.get('choice') ?? '');
      const options = { path: '/', sameSite: 'lax' as const, secure };
      if (isDefaultA11y(settings)) res.clearCookie(A11Y_COOKIE, options);
      else
        res.cookie(A11Y_COOKIE, serializeA11y(settings), {
          ...options,
          maxAge: A11Y_COOKIE_DAYS * DAY_SECONDS * 1000,
        });
      res.set('Cache-Control', 'no-store').redirect(303, samePageTarget(req.originalUrl));
    },
  ];
}
