import { useState } from 'react';
import { CONSENT_COOKIE_DAYS, COOKIE } from '../../shared/constants';
import { href, INFO_SLUGS } from '../../shared/routes';
import { writeCookie } from '../cookies';

export const COOKIE_BANNER_TITLE = 'Уведомление о файлах cookie';
/** SPEC §2 spells the button with a Latin capital O and a Cyrillic small к; kept exactly. */
export const COOKIE_BANNER_BUTTON = 'O\u043a';

/**
 * The cookie notice (SPEC §2, §4). Rendered only while the consent cookie is absent (the layout does not
 * render it at all when RootData.consent is true, so there is no flash). It is sticky at the bottom of the
 * page wrapper rather than fixed, so it floats over the viewport while reading but never covers the end of
 * the page (the footer scrolls out above it).
 */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(false);
  if (accepted) return null;

  function accept() {
    writeCookie(COOKIE.consent, '1', CONSENT_COOKIE_DAYS);
    setAccepted(true);
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
            </a>
            ,{' '}
            <a href={href.info(INFO_SLUGS.policy)} target="_blank" rel="noopener">
              положением о конфиденциальности
            </a>{' '}
            и{' '}
            <a href={href.info(INFO_SLUGS.consent)} target="_blank" rel="noopener">
              согласием на сбор персональных данных
            </a>
            .
          </p>
        </div>
        <button type="button" className="btn btn--medium btn--primary cookie__button" onClick={accept}>
          {COOKIE_BANNER_BUTTON}
        </button>
      </div>
    </section>
  );
}
