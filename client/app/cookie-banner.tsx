import { useState, type FormEvent } from 'react';
import { CONSENT_COOKIE_DAYS, COOKIE, COOKIE_CONSENT_INTENT } from '../../shared/constants';
import { href, INFO_SLUGS } from '../../shared/routes';
import { writeCookie } from '../cookies';
import { IntentForm } from './intent-form';

const COOKIE_BANNER_TITLE = 'Уведомление о файлах cookie';
/** requirements §2 spells the button with a Latin capital O and a Cyrillic small к; kept exactly. */
export const COOKIE_BANNER_BUTTON = 'O\u043a';

/**
 * The cookie notice (requirements §2, §4). Rendered only while the consent cookie is absent (the layout does not
 * render it at all when RootData.consent is true, so there is no flash). It is sticky at the bottom of the
 * page wrapper rather than fixed, so it floats over the viewport while reading but never covers the end of
 * the page (the footer scrolls out above it). The button submits a form: with JavaScript the cookie is
 * written here; without it the form posts to this very page, and the server sets the cookie and sends the
 * visitor back (server/middleware/cookie-consent-post.ts).
 */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(false);
  if (accepted) return null;

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    writeCookie(COOKIE.consent, '1', CONSENT_COOKIE_DAYS);
    setAccepted(true);
    // The button goes with the banner: the focus goes on from the page's content, where the visitor is.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section className="cookie" aria-labelledby="cookie-title">
      <div className="cookie__inner">
        <div className="cookie__body">
          <h2 id="cookie-title" className="cookie__title">
            {COOKIE_BANNER_TITLE}
          </h2>
          <p className="cookie__text">
            Мы используем файлы cookie, чтобы сайт работал удобнее. Оставаясь на сайте, вы соглашаетесь с{' '}
            <a href={href.info(INFO_SLUGS.cookies)} target="_blank" rel="noopener">
              условиями использования файлов cookie
            </a>{' '}
            и{' '}
            <a href={href.info(INFO_SLUGS.policy)} target="_blank" rel="noopener">
              политикой конфиденциальности
            </a>{' '}
            и даёте{' '}
            <a href={href.info(INFO_SLUGS.consent)} target="_blank" rel="noopener">
              согласие на обработку персональных данных
            </a>
            .
          </p>
        </div>
        <IntentForm intent={COOKIE_CONSENT_INTENT} className="cookie__form" onSubmit={accept}>
          <button type="submit" className="btn btn--medium btn--primary cookie__button">
            {COOKIE_BANNER_BUTTON}
          </button>
        </IntentForm>
      </div>
    </section>
  );
}
