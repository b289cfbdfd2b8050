/**
 * The reading-settings panel without JavaScript: its form posts `intent=a11y` and the pressed button's
 * `choice` to the page it is on. This applies the choice to the visitor's current settings, sets the cookie
 * (or removes it when back to the default) and answers 303 to the same page, now rendered in the new
 * settings (same-page-post.ts, as the cookie banner's 'Ок').
 */
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
import { samePagePost } from './same-page-post';

export function a11yPost({ secure }: { secure: boolean }) {
  return samePagePost(A11Y_INTENT, (form, req, res) => {
    const current = parseA11y(req.cookies?.[A11Y_COOKIE] as string | undefined);
    const settings = applyA11yChoice(current, form.get('choice') ?? '');
    const options = { path: '/', sameSite: 'lax' as const, secure };
    if (isDefaultA11y(settings)) res.clearCookie(A11Y_COOKIE, options);
    else
      res.cookie(A11Y_COOKIE, serializeA11y(settings), {
        ...options,
        maxAge: A11Y_COOKIE_DAYS * DAY_SECONDS * 1000,
      });
  });
}
