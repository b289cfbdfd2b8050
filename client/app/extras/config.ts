/**
 * Production-only extras (requirements §1): Yandex Metrica, a tag manager (GTM) and the live-chat widget.
 * The server decides whether they exist: it fills `SiteExtrasConfig` only when NODE_ENV=production and the
 * ids are configured (METRICA_ID, GTM_ID, CHAT_WIDGET_ID), and the layout hands it to `<SiteExtras>`.
 * In development and tests the config is null and nothing is loaded.
 */
export interface SiteExtrasConfig {
  /** Yandex Metrica counter id, digits only. */
  metricaId: string | null;
  /** Google Tag Manager container id, `GTM-XXXXXXX`. */
  gtmId: string | null;
  /** Live-chat (JivoChat) widget id. */
  chatWidgetId: string | null;
}

export const METRICA_ID_RE = /^\d{4,12}$/;
export const GTM_ID_RE = /^GTM-[A-Z0-9]{4,12}$/;
export const CHAT_WIDGET_ID_RE = /^[A-Za-z0-9_-]{4,40}$/;

/** Keeps only well-formed ids (they end up in script URLs); null when none is left. */
export function cleanExtrasConfig(
  input: Partial<Record<keyof SiteExtrasConfig, string | null | undefined>> | null | undefined,
): SiteExtrasConfig | null {
  if (!input) return null;
  const pick = (value: string | null | undefined, re: RegExp) =>
    value && re.test(value.trim()) ? value.trim() : null;
  const config: SiteExtrasConfig = {
    metricaId: pick(input.metricaId, METRICA_ID_RE),
    gtmId: pick(input.gtmId, GTM_ID_RE),
    chatWidgetId: pick(input.chatWidgetId, CHAT_WIDGET_ID_RE),
  };
  return config.metricaId || config.gtmId || config.chatWidgetId ? config : null;
}

/** The chat's launcher and messenger buttons: the site's dark blue (requirements §1). */
export const CHAT_BUTTON_COLOR = '#0b2a4a';

export const EXTRAS_SCRIPT_URL = {
  metrica: 'https://mc.yandex.ru/metrika/tag.js',
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  chat: (id: string) => `https://code.jivosite.com/widget/${encodeURIComponent(id)}`,
} as const;
