/**
 * Pages sent without the app: when even the shell cannot render, when a visitor posts too often, and when a
 * request is malformed before the app can read it (a broken %-escape, an address longer than Node reads).
 * Static, self-contained, Russian (requirements §2 texts). Their one inline style is allowed by its hash in
 * the Content-Security-Policy (server/middleware/security-headers.ts), which otherwise allows no inline style.
 */
import { createHash } from 'node:crypto';

const STYLE =
  'body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:0 16px;color:#0b2a4a;text-align:center}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:12px;background:#0b2a4a;color:#fff;text-decoration:none}.nowrap{white-space:nowrap}';

/** The CSP source that allows the static pages' style: `'sha256-…'`. */
export const STATIC_PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function staticPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>${title}</title>
<style>${STYLE}</style>
</head><body><main>${body}</main></body></html>`;
}

export const FALLBACK_ERROR_HTML = staticPage(
  'Ошибка',
  '<h1>Очень жаль, но <span class="nowrap">что-то</span> пошло не так</h1><a href="">Обновить</a>',
);

/**
 * A visitor's form posts past the limit: what happened and what to do. «Вернуться» opens the page the form
 * was on (a GET of the same address), not the post again.
 */
export const TOO_MANY_POSTS_HTML = staticPage(
  'Слишком много запросов',
  '<h1>Слишком много запросов</h1><p>Подождите минуту и попробуйте снова.</p><a href="">Вернуться на страницу</a>',
);

/** An address with a broken %-escape: the link is wrong, not the server, so no «Обновить» (server/app.ts). */
export const BAD_REQUEST_HTML = staticPage(
  'Неверный адрес',
  '<h1>Неверный адрес страницы</h1><p>В ссылке ошибка. Проверьте её или начните с главной.</p><a href="/">На главную</a>',
);

/** An address (or cookies) longer than Node reads: answered by the HTTP server itself (http-server.ts). */
export const TOO_LONG_REQUEST_HTML = staticPage(
  'Слишком длинный адрес',
  '<h1>Слишком длинный адрес</h1><p>Такую ссылку сайт открыть не может. Проверьте её или начните с главной.</p><a href="/">На главную</a>',
);
