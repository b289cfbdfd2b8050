/**
 * The cookie banner's 'Ок' without JavaScript: the banner is a form that posts `intent=cookie-consent` to
 * the page it is on. This sets the consent cookie (the same name, value and lifetime as the banner's script
 * writes) and answers 303 back to that very page, whose banner is then gone (same-page-post.ts). The
 * target is the request's own path and query, so no return address can point elsewhere.
 */
import { CONSENT_COOKIE_DAYS, COOKIE, COOKIE_CONSENT_INTENT, DAY_SECONDS } from '../../shared/constants';
import { samePagePost } from './same-page-post';

export function cookieConsentPost({ secure }: { secure: boolean }) {
  return samePagePost(COOKIE_CONSENT_INTENT, (_form, _req, res) => {
    res.cookie(COOKIE.consent, '1', {
      maxAge: CONSENT_COOKIE_DAYS * DAY_SECONDS * 1000,
      path: '/',
      sameSite: 'lax',
      secure,
    });
  });
}
