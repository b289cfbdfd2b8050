/**
 * The message a manager gets for a new booking request: Telegram HTML, every value escaped, an empty one
 * 'Не указан' (the notifier's rules, docs/notifier.md). The quoted total is the one the visitor saw; when
 * the catalogue's own computation differs, both are shown and the manager is asked to check.
 */
import type { Money, Party } from '../../shared/api/schemas';
import { field } from '../../shared/error-report/format';
import { escapeHtml } from '../../shared/error-report/html';
import { formatDateRange, formatMoney } from '../../shared/format';
import { partyPhrase, placementPhrase, type Placement } from '../../shared/russian/party';

export interface LeadNotice {
  reference: string;
  name: string;
  phone: string;
  email: string | null;
  cruise: { title: string; startDate: string; endDate: string } | null;
  cabin: { code: string; name: string } | null;
  party: Party | null;
  /** How the catalogue places the party in the category: cabins, and who takes an extra bed. */
  placement: Placement | null;
  /** The total the visitor saw, and the catalogue's own in the same currency (null: could not compute). */
  quote: Money | null;
  computed: Money | null;
  comment: string | null;
}

const line = (label: string, value: unknown) => `<b>${escapeHtml(label)}:</b> ${field(value)}`;

export function formatLeadNotice(n: LeadNotice): string {
  const mismatch = n.quote && n.computed && n.quote.amount !== n.computed.amount;
  return [
    `<b>Новая заявка ${escapeHtml(n.reference)}</b>`,
    line('Имя', n.name),
    line('Телефон', n.phone),
    line('E-mail', n.email),
    line('Круиз', n.cruise ? `«${n.cruise.title}»` : null),
    line('Даты', n.cruise ? formatDateRange(n.cruise.startDate, n.cruise.endDate) : null),
    line('Каюта', n.cabin ? `${n.cabin.name} (${n.cabin.code})` : null),
    line('Состав', n.party ? partyPhrase(n.party) : null),
    ...(n.placement ? [line('Размещение', placementPhrase(n.placement))] : []),
    line('Сумма на сайте', n.quote ? formatMoney(n.quote) : null),
    ...(mismatch && n.computed
      ? [
          line(
            'Расчёт по тарифу',
            `${formatMoney(n.computed)} — не совпадает с суммой на сайте, проверьте цену`,
          ),
        ]
      : []),
    line('Комментарий', n.comment),
  ].join('\n');
}
