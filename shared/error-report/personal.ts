/**
 * A report of a failed call goes to the developers' chat with its URL, parameters and answer (requirements
 * §8), and a visitor's own data has no business there: a booking request's name, phone and e-mail, the last
 * digits of a phone typed on the payment page, an order link's key (it opens the order), the payer's name in
 * an order. Their values are replaced, wherever they are nested; the keys stay, so the report still says
 * what was sent.
 */
const PERSONAL_KEYS = new Set(['name', 'customerName', 'phone', 'phoneLast4', 'email', 'comment', 'key']);
export const HIDDEN = '[скрыто]';

/** `value` with every personal field's value hidden (a copy; anything else as it was). */
export function withoutPersonalData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPersonalData) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      PERSONAL_KEYS.has(key) && v !== null && v !== '' ? HIDDEN : withoutPersonalData(v),
    ]),
  ) as T;
}

/** `…?orderRef=CR-100001&phoneLast4=[скрыто]`: the same for a URL's query. A string that is no URL stays. */
export function urlWithoutPersonalData(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const [query, fragment] = splitOnce(url.slice(queryAt + 1), '#');
  const pairs = query.split('&').map((pair) => {
    const [key] = splitOnce(pair, '=');
    return PERSONAL_KEYS.has(decodeKey(key)) ? `${key}=${HIDDEN}` : pair;
  });
  return `${url.slice(0, queryAt + 1)}${pairs.join('&')}${fragment === undefined ? '' : `#${fragment}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** Header values that carry a query (the server's `X-Cache-Key`: `/client-orders/check-payment?…|ru`). */
export function headersWithoutPersonalData<T extends Record<string, string> | null | undefined>(
  headers: T,
): T {
  if (!headers) return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, urlWithoutPersonalData(value)]),
  ) as T;
}

/**
 * An answer's body: an object as `withoutPersonalData`; a text (a body that broke the contract or an error's
 * text, kept as it came and cut at 2 000 characters, so not always whole JSON) with each personal field's
 * string value hidden where it is written `"key": "value"`.
 */
export function bodyWithoutPersonalData(body: unknown): unknown {
  if (typeof body !== 'string') return withoutPersonalData(body);
  return body.replace(PERSONAL_IN_JSON, (_, key: string) => `"${key}":"${HIDDEN}"`);
}

const PERSONAL_IN_JSON = new RegExp(
  `"(${[...PERSONAL_KEYS].join('|')})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"?`,
  'g',
);
