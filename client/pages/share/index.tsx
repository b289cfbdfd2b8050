/**
 * /share/<code>: a short link; the loader looks the code up and redirects (302) to the full page. A code
 * of the wrong shape is a 404 without asking the API.
 * /share: a small page about short links with a field to open one by code or link (GET ?code=), and the
 * no-JS end of the 'Поделиться' button (POST url → the short link shown here).
 * Decisions: docs/decisions/005-search-and-cruise.md.
 */
import { useRef } from 'react';
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { PATHS } from '../../../shared/routes';
import { SHORT_CODE_PATTERN } from '../../../shared/validation';
import { apiFrom, required } from '../../api';
import { FieldError, fieldErrorProps } from '../../ui/field-error';
import { Breadcrumbs, Seo } from '../_shared';
import { usePageFocus } from '../_shared/page-focus';
import { shortUrlOf } from './short-url';

/** `Ab12Cd` from a code or from a pasted short link `https://site/share/Ab12Cd`. */
export function codeFrom(input: string): string | null {
  const value = input.trim();
  const tail = /\/share\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(value)?.[1] ?? value;
  return SHORT_CODE_PATTERN.test(tail) ? tail : null;
}

/** Only a path of this site may be a redirect target (no open redirect through a stored link). */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (params.code !== undefined) {
    if (!SHORT_CODE_PATTERN.test(params.code)) throw data(null, { status: 404 });
    const link = required(
      await apiFrom(context).getShortLink({ code: params.code }, { signal: request.signal }),
    );
    if (!isSitePath(link.path)) throw data(null, { status: 404 });
    throw redirect(link.path, 302);
  }
  const asked = url.searchParams.get('code');
  if (asked !== null) {
    const code = codeFrom(asked);
    if (code) throw redirect(`${PATHS.share}/${code}`, 302);
    return {
      error: 'Это не похоже на короткую ссылку: код — от 4 до 12 латинских букв и цифр.',
      asked,
      origin: url.origin,
    };
  }
  return { error: null, asked: '', origin: url.origin };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const target = String(form.get('url') ?? '');
  if (!isSitePath(target) || target.length > 2000)
    return data(
      { shortUrl: null, error: 'Можно сократить только ссылку на страницу нашего сайта.' },
      { status: 400 },
    );
  const result = await apiFrom(context).createShortLink({ url: target }, { signal: request.signal });
  if (!result.ok)
    return data({ shortUrl: null, error: 'Не удалось создать ссылку. Попробуйте ещё раз.' }, { status: 502 });
  return { shortUrl: shortUrlOf(new URL(request.url).origin, result.data.code), error: null };
}

export function Component() {
  const { error, asked } = useLoaderData<typeof loader>();
  const made = useActionData<typeof action>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageFocus(headingRef);
  return (
    <div className="container container--s share-page">
      <Seo
        title="Короткие ссылки"
        description="Короткие ссылки на круизы и подборки: поделитесь найденным круизом в мессенджере или откройте ссылку по коду."
        canonical={PATHS.share}
      />
      <Breadcrumbs items={[{ title: 'Короткие ссылки' }]} />
      <h1 ref={headingRef} tabIndex={-1} className="heading heading--xl share-page__title">
        Короткие ссылки
      </h1>
      {made?.shortUrl ? (
        <div className="share-page__made" role="status">
          <label htmlFor="share-made" className="share-page__label">
            Ваша короткая ссылка
          </label>
          <input id="share-made" className="field__input" readOnly value={made.shortUrl} />
          <p className="share-page__hint">
            Скопируйте её и отправьте — она откроет ту же страницу с теми же условиями.
          </p>
        </div>
      ) : null}
      {made?.error ? (
        <p className="share-page__error" role="alert">
          {made.error}
        </p>
      ) : null}
      <p className="share-page__text">
        Кнопка «Поделиться» на странице круиза или в результатах поиска создаёт короткую ссылку вида{' '}
        <code>/share/Ab12CdE</code>. Она ведёт на ту же страницу с теми же фильтрами и валютой — удобно
        отправить в мессенджере или письмом. Большие и маленькие буквы в коде различаются.
      </p>
      <Form method="get" action={PATHS.share} className="share-page__form">
        <label htmlFor="share-code" className="share-page__label">
          Код или короткая ссылка
        </label>
        <div className="share-page__row">
          <input
            {...fieldErrorProps('share-code', error)}
            name="code"
            className="field__input"
            defaultValue={asked}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <button type="submit" className="btn btn--default btn--primary">
            Открыть
          </button>
        </div>
        <FieldError fieldId="share-code" error={error} />
      </Form>
    </div>
  );
}
