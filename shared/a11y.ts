/**
 * The visitor's reading settings ('Версия для слабовидящих'): text size and high contrast, kept in one
 * cookie so the server renders the page in them from the first byte (docs/decisions/026-large-type-and-print.md).
 * Isomorphic: the server reads the cookie, the document turns the settings into attributes of <html>, the
 * header's panel changes them.
 */

/** Text sizes offered, in per cent of the browser's own size. */
export const TEXT_SIZES = [100, 125, 150] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface A11ySettings {
  textSize: TextSize;
  highContrast: boolean;
}

export const DEFAULT_A11Y: A11ySettings = { textSize: 100, highContrast: false };

export const A11Y_COOKIE = 'a11y';
/** A setting a visitor makes once and expects to find on the next visit, like the cookie consent. */
export const A11Y_COOKIE_DAYS = 365;
/** The hidden `intent` of the panel's form: without JavaScript it posts to the page it is on. */
export const A11Y_INTENT = 'a11y';

export function isDefaultA11y(settings: A11ySettings): boolean {
  return settings.textSize === DEFAULT_A11Y.textSize && settings.highContrast === DEFAULT_A11Y.highContrast;
}

/**
 * The cookie's value: dot-separated tokens, `t125` for the text size and `hc` for high contrast, e.g.
 * `t150.hc`; only characters a cookie may carry without encoding.
 */
export function serializeA11y(settings: A11ySettings): string {
  const tokens: string[] = [];
  if (settings.textSize !== DEFAULT_A11Y.textSize) tokens.push(`t${settings.textSize}`);
  if (settings.highContrast) tokens.push('hc');
  return tokens.join('.');
}

/** Reads a cookie value; anything unknown (an old format, a hand-edited value) falls back to the default. */
export function parseA11y(value: string | null | undefined): A11ySettings {
  const settings = { ...DEFAULT_A11Y };
  if (!value) return settings;
  for (const token of value.slice(0, 32).split('.')) {
    if (token === 'hc') settings.highContrast = true;
    const size = Number(/^t(\d{3})$/.exec(token)?.[1]);
    if (isTextSize(size)) settings.textSize = size;
  }
  return settings;
}

function isTextSize(value: number): value is TextSize {
  return (TEXT_SIZES as readonly number[]).includes(value);
}

/**
 * The settings after a choice, the value of the panel's button pressed: `size-125`, `contrast-on`,
 * `contrast-off` or `reset` (posted without JavaScript, applied in place with it). An unknown choice
 * changes nothing.
 */
export function applyA11yChoice(settings: A11ySettings, choice: string): A11ySettings {
  if (choice === 'reset') return { ...DEFAULT_A11Y };
  if (choice === 'contrast-on') return { ...settings, highContrast: true };
  if (choice === 'contrast-off') return { ...settings, highContrast: false };
  const size = Number(/^size-(\d{3})$/.exec(choice)?.[1]);
  return isTextSize(size) ? { ...settings, textSize: size } : settings;
}

/** The attributes of <html> the stylesheet keys on (base.css, a11y.css); none for the default settings. */
export function a11yHtmlAttributes(settings: A11ySettings): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (settings.textSize !== DEFAULT_A11Y.textSize) attributes['data-text-size'] = String(settings.textSize);
  if (settings.highContrast) attributes['data-contrast'] = 'high';
  return attributes;
}

/** The settings a rendered <html> carries: the browser hydrates with exactly what the server rendered. */
export function a11yOfHtml(html: { getAttribute(name: string): string | null }): A11ySettings {
  const size = Number(html.getAttribute('data-text-size') ?? DEFAULT_A11Y.textSize);
  return {
    textSize: isTextSize(size) ? size : DEFAULT_A11Y.textSize,
    highContrast: html.getAttribute('data-contrast') === 'high',
  };
}
