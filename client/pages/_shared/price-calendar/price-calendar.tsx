/**
 * A month of departure days with the price from on each: a Monday-first grid on wide screens, a list of the
 * departure days on a phone (the same markup, price-calendar.css). Every day and every month step is a
 * plain link, so it works before hydration and without JavaScript; with JavaScript the router follows it
 * and keeps the scroll position. docs/decisions/022-price-calendar.md.
 */
import {
  formatCruises,
  formatDayMonth,
  formatInMonth,
  formatMoney,
  formatMonth,
} from '../../../../shared/format';
import type { Currency } from '../../../../shared/api/schemas';
import { convertPrice, DEFAULT_CURRENCY } from '../../../../shared/pricing/convert';
import { Link } from '../../../ui/link';
import { PRICE_ON_REQUEST } from '../price';
import { cheapestDates, weekdayColumn, weeksOf, type CalendarDay, type CalendarMonth } from './model';

const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;
const CHEAPEST_LABEL = 'самая низкая цена';
const THIS_CRUISE_LABEL = 'этот круиз';

export interface PriceCalendarProps {
  /** Unique on the page: names the month heading the day list is labelled by. */
  id: string;
  calendar: CalendarMonth;
  /** Where a month step leads (the same page with the month in its query). */
  hrefOfMonth: (month: string) => string;
  /** Where a departure day leads. */
  hrefOfDay: (day: CalendarDay) => string;
  /** The departure whose page this is: its day is marked, not linked. */
  current?: string;
  /** Show how many departures a day has (the search's calendar, whose day link lists them). */
  counts?: boolean;
  /** The currency the page shows its prices in (a cruise page's `?currency=`); rubles without it. */
  currency?: ShownCurrency;
}

/** A currency other than rubles and the rates to convert to it (shared/pricing/convert.ts). */
export interface ShownCurrency {
  code: string;
  currencies: readonly Pick<Currency, 'code' | 'rateToRub'>[];
}

/** The day's price as the page around it shows prices: the line's own figure in its currency, else converted. */
function dayPrice(day: CalendarDay, currency: ShownCurrency | undefined): string {
  if (day.priceRub === null) return PRICE_ON_REQUEST.toLowerCase();
  const rub = { amount: day.priceRub, currency: DEFAULT_CURRENCY };
  const shown = currency
    ? convertPrice({ original: day.priceOwn ?? rub, rub }, currency.code, currency.currencies)
    : rub;
  return `от ${formatMoney(shown)}`;
}

/** `, 3 круиза`: the comma reads in the list and in the link's name, the grid shows the words on a line of their own. */
function Extra({ className, text }: { className: string; text: string }) {
  return (
    <span className={className}>
      <span className="visually-hidden">, </span>
      {text}
    </span>
  );
}

function DayContent({
  day,
  notes,
  counts,
  currency,
}: {
  day: CalendarDay;
  notes: string[];
  counts: boolean;
  currency: ShownCurrency | undefined;
}) {
  const price = dayPrice(day, currency);
  const [number, month] = formatDayMonth(day.date).split('\u00a0');
  return (
    <>
      <time className="pcal__date" dateTime={day.date}>
        <span className="pcal__num">{number}</span>
        <span className="pcal__month-name">{`\u00a0${month},`}</span>{' '}
        <span className="pcal__weekday" aria-hidden="true">
          {WEEKDAYS[weekdayColumn(day.date) - 1]}
        </span>
      </time>{' '}
      <span className="pcal__price">{price}</span>
      {day.ship ? <Extra className="pcal__ship" text={day.ship} /> : null}
      {counts ? <Extra className="pcal__count" text={formatCruises(day.count)} /> : null}
      {notes.map((note) => (
        <Extra key={note} className="pcal__note" text={note} />
      ))}
    </>
  );
}

export function PriceCalendar({
  id,
  calendar,
  hrefOfMonth,
  hrefOfDay,
  current,
  counts = false,
  currency,
}: PriceCalendarProps) {
  const { month, days, prev, next } = calendar;
  const cheapest = cheapestDates(days);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const titleId = `${id}-month`;
  // The month's dates in Monday-first weeks; the 1st starts in its weekday's column (a CSS variable).
  const dates = weeksOf(month)
    .flat()
    .filter((date): date is string => date !== null);

  return (
    <div className="pcal">
      <div className="pcal__head">
        <h3 id={titleId} className="pcal__title">
          {formatMonth(month)}
        </h3>
        {prev || next ? (
          <nav className="pcal__steps" aria-label="Другие месяцы">
            {prev ? (
              <Link to={hrefOfMonth(prev)} preventScrollReset className="pcal__step" rel="prev">
                <span aria-hidden="true">← </span>
                {formatMonth(prev)}
              </Link>
            ) : null}
            {next ? (
              <Link
                to={hrefOfMonth(next)}
                preventScrollReset
                className="pcal__step pcal__step--next"
                rel="next"
              >
                {formatMonth(next)}
                <span aria-hidden="true"> →</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
      {days.length === 0 ? (
        <p className="pcal__empty">
          {`${formatInMonth(month).replace(/^в/, 'В')} отправлений нет.`}{' '}
          {next ? (
            <Link to={hrefOfMonth(next)} preventScrollReset>
              Ближайшие отправления {formatInMonth(next)}
            </Link>
          ) : (
            'Более поздних дат пока нет.'
          )}
        </p>
      ) : (
        <>
          <ol className="pcal__weekdays" aria-hidden="true">
            {WEEKDAYS.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ol>
          <ol
            className="pcal__days"
            aria-labelledby={titleId}
            style={{ ['--pcal-first-column' as string]: weekdayColumn(`${month}-01`) }}
          >
            {dates.map((date, i) => {
              const day = byDate.get(date);
              // A day without departures is only a number in the grid: the list and screen readers skip it.
              if (!day) {
                return (
                  <li key={date} aria-hidden="true">
                    {i + 1}
                  </li>
                );
              }
              const isCurrent = day.slug === current;
              const isCheapest = cheapest.has(date);
              const notes = [
                ...(isCurrent ? [THIS_CRUISE_LABEL] : []),
                ...(isCheapest ? [CHEAPEST_LABEL] : []),
              ];
              const cls = [
                'pcal__day',
                isCheapest && 'pcal__day--cheapest',
                isCurrent && 'pcal__day--current',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <li key={date} className={cls}>
                  {isCurrent ? (
                    <span className="pcal__link" aria-current="page">
                      <DayContent day={day} notes={notes} counts={counts} currency={currency} />
                    </span>
                  ) : (
                    <Link to={hrefOfDay(day)} className="pcal__link">
                      <DayContent day={day} notes={notes} counts={counts} currency={currency} />
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
