/**
 * Cabin categories with their price per person of the day in the chosen currency; an early-booking price
 * says until when it holds and what follows. The currency switch is a GET form (`?currency=EUR`, so the
 * server renders it and the link can be shared); with JS it changes the URL in place and the prices are
 * converted here without loading anything (see cruiseShouldRevalidate).
 */
import type { FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CabinPrice, Currency } from '../../../shared/api/schemas';
import { formatMoney, formatRate } from '../../../shared/format';
import { extraBedsSold } from '../../../shared/pricing/party-total';
import { berthsPhrase } from '../../../shared/russian/party';
import { isPlainLeftClick } from '../../ui/link';
import { OptimizedImage } from '../../ui/optimized-image';
import { currencyChoice, DEFAULT_CURRENCY, inCurrency } from './currency';
import { cabinsLeftText, fareShown, untilThen } from './fare-shown';
import { chooseCabinCategory } from './cabin-choice';
import { BOOKING_ID } from './loader';
import { cabinTypeLabel } from '../_shared/cabin-type';
import { formatDecks } from '../_deck/view';
import { hrefWith } from '../../../shared/routes';

export function CurrencySwitch({ currency, currencies }: { currency: string; currencies: Currency[] }) {
  const [, setSearchParams] = useSearchParams();
  const choices = [
    { code: DEFAULT_CURRENCY, name: 'Российский рубль' },
    ...currencies.filter((c) => c.code !== DEFAULT_CURRENCY),
  ];
  if (choices.length < 2) return null;
  function change(code: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (code === DEFAULT_CURRENCY) next.delete('currency');
        else next.set('currency', code);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return (
    <form
      method="get"
      className="cr-currency"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        change(String(new FormData(event.currentTarget).get('currency') ?? DEFAULT_CURRENCY));
      }}
    >
      <label htmlFor="cr-currency" className="cr-currency__label">
        Валюта цен
      </label>
      <select
        id="cr-currency"
        name="currency"
        className="select cr-currency__select"
        value={currency}
        onChange={(e) => change(e.target.value)}
      >
        {choices.map((c) => (
          <option key={c.code} value={c.code}>
            {currencyChoice(c)}
          </option>
        ))}
      </select>
      {/* In <noscript>: hidden on hydrating instead, it would move the prices below it up. */}
      <noscript>
        <button type="submit" className="btn btn--small btn--secondary">
          Показать
        </button>
      </noscript>
    </form>
  );
}

export function PriceList({
  prices,
  currency,
  currencies,
  today,
  deckNames,
}: {
  prices: CabinPrice[];
  /** The ship's deck names by number, so a class's decks read as the deck plan below names them. */
  deckNames?: ReadonlyMap<number, string>;
  currency: string;
  currencies: Currency[];
  /** Moscow's date of the page: each category shows the price of the day (shared/pricing/fare.ts). */
  today: string;
}) {
  const here = useLocation();
  const rate = currencies.find((c) => c.code === currency);
  // The line's own currency, when it is not the ruble: the rubles shown are converted from it.
  const own = prices.find((p) => p.price.currency !== DEFAULT_CURRENCY)?.price.currency;
  const ownRate = own ? currencies.find((c) => c.code === own) : undefined;
  return (
    <>
      <ul className="cr-prices">
        {prices.map((p) => {
          const fare = fareShown(p, today, currency, currencies);
          const c = p.category;
          const type = cabinTypeLabel(c);
          return (
            <li key={c.code} className={`cr-price${p.available ? '' : ' cr-price--sold'}`}>
              <OptimizedImage
                image={c.image}
                alt=""
                sizes="(min-width: 768px) 200px, 100vw"
                aspectRatio="4 / 3"
                className="cr-price__img"
              />
              <div className="cr-price__body">
                <h3 className="cr-price__name">
                  {c.name}
                  {type ? (
                    <>
                      {' '}
                      <span className="cr-price__type">{type}</span>
                    </>
                  ) : null}
                </h3>
                <p className="cr-price__desc">{c.description}</p>
                <ul className="cr-price__facts">
                  <li>{c.area} м²</li>
                  {/* «2 места + 1 дополнительное»: the extra bed a child can take at its fare. */}
                  <li>{berthsPhrase(c.berths, extraBedsSold(p))}</li>
                  {c.decks.length ? <li>{formatDecks(c.decks, deckNames)}</li> : null}
                </ul>
                {c.amenities.length ? <p className="cr-price__amenities">{c.amenities.join(' · ')}</p> : null}
              </div>
              <div className="cr-price__side">
                <p className="cr-price__amount">
                  {formatMoney(fare.price)}
                  <span className="cr-price__per">за человека</span>
                  {/* Read on from the line above: «54 600 ₽ за человека до 4 июня, потом 63 500 ₽». */}
                  {fare.early && p.available ? (
                    <span className="cr-price__per cr-price__early">
                      {untilThen(fare.early.until, formatMoney(fare.early.regular))}
                    </span>
                  ) : null}
                </p>
                {p.available ? (
                  <p className="cr-price__left">
                    {p.cabinsLeft !== null
                      ? p.cabinsLeft <= 3
                        ? cabinsLeftText(p.cabinsLeft)
                        : 'Есть места'
                      : 'Места по запросу'}
                  </p>
                ) : (
                  <p className="cr-price__left cr-price__left--sold">Мест нет</p>
                )}
                {p.available ? (
                  <a
                    // Without scripts the server's form opens with the class chosen, as the deck plan's links.
                    href={hrefWith(here, { cabin: null, category: c.code }, BOOKING_ID)}
                    className="btn btn--small btn--primary"
                    onClick={(event) => {
                      // A new tab or window opens the address as it is.
                      if (isPlainLeftClick(event) && chooseCabinCategory(c.code)) event.preventDefault();
                    }}
                  >
                    Выбрать<span className="visually-hidden"> каюту «{c.name}»</span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {currency !== DEFAULT_CURRENCY && rate ? (
        <p className="cr-prices__note">
          {`Цены пересчитаны по курсу ${formatRate(rate.code, rate.rateToRub)}.${own && own !== currency ? ` Круизная компания назначает их ${inCurrency(own)}.` : ''} Оплата — в рублях по курсу на день оплаты.`}
        </p>
      ) : ownRate ? (
        <p className="cr-prices__note">
          {`Круизная компания назначает цены ${inCurrency(ownRate.code)}: в рублях они показаны по курсу ${formatRate(ownRate.code, ownRate.rateToRub)}. Оплата — в рублях по курсу на день оплаты.`}
        </p>
      ) : null}
    </>
  );
}
