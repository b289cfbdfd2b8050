import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../ui/test-render';
import { Fact } from '../../ui/fact';
import { CardTitle } from './card-parts';
import { CruiseCard, toCruiseCardView } from './cruise-card';
import { cruiseCard } from '../_place/fixtures.test-util';

const cruise = cruiseCard;

describe('CruiseCard', () => {
  const html = renderHtml(<CruiseCard cruise={cruise} />);
  // Spaces normalised: formatMoney uses non-breaking spaces inside amounts.
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('links the whole card to the cruise page', () => {
    expect(html).toContain('href="/cruise/sredizemnomore-7-nochey"');
    expect(html).toContain('>Жемчужины Средиземноморья</a>');
  });

  it('shows the route in order, ship and line, dates and nights', () => {
    expect(html).toContain('Генуя\u00a0→ Марсель\u00a0→ Барселона\u00a0→ Генуя');
    expect(html).toContain('MSC Grandiosa · MSC Cruises');
    expect(text).toContain('12–19 мая 2027 г.');
    expect(text).toContain('7 ночей');
  });

  it('names the places once when the title already is the route', () => {
    const title = 'Генуя — Марсель — Барселона — Генуя';
    const same = renderHtml(<CruiseCard cruise={{ ...cruise, title }} />);
    // Typeset: a no-break space before each dash, so that no line of the title starts with one.
    expect(same).toContain('>Генуя\u00a0— Марсель\u00a0— Барселона\u00a0— Генуя</a>');
    expect(same).not.toContain('ccard__route');
    expect(same).not.toContain('→');
  });

  it("draws the facts' icons with CSS, not with markup repeated per card", () => {
    expect(html).toContain('<li class="fact fact--calendar">12–19\u00a0мая\u00a02027\u00a0г.</li>');
    expect(html).toContain('<li class="fact fact--moon">7 ночей</li>');
    expect(html).toContain('<li class="fact fact--ship">MSC Grandiosa · MSC Cruises</li>');
    expect(html).not.toContain('<svg');
  });

  it('shows the price from in rubles and in the original currency', () => {
    expect(text).toContain('от 125 000 ₽');
    expect(html).toContain('125\u00a0000\u00a0₽');
    expect(text).toContain('от 1 299 €');
  });

  it('shows the promotion badge: the offer in its own words, once (no tooltip repeating it)', () => {
    expect(text).toContain('−15% раннее бронирование');
    expect(html).toContain('<span class="badge card__badge">−15% раннее бронирование</span>');
    expect(html).not.toContain('title=');
  });

  it('says its kind, unless the list is of one kind', () => {
    expect(html).toContain('<span class="chip chip--kind chip--sea card__kind">Морской</span>');
    const oneKind = renderHtml(<CruiseCard cruise={cruise} showKind={false} />);
    expect(oneKind).not.toContain('chip--kind');
    expect(oneKind).not.toContain('Морской');
    expect(oneKind).toContain('card__badge');
  });

  it('does not repeat a ruble price and says when there is no price', () => {
    const rub = renderHtml(
      <CruiseCard
        cruise={{
          ...cruise,
          priceFrom: { amount: 58000, currency: 'RUB' },
          priceFromRub: { amount: 58000, currency: 'RUB' },
          promotion: null,
        }}
      />,
    );
    expect(rub.match(/58\s000/g)).toHaveLength(1);
    expect(rub).not.toContain('badge');
    const none = renderHtml(<CruiseCard cruise={{ ...cruise, priceFrom: null, priceFromRub: null }} />);
    expect(none).toContain('Цена по запросу');
  });

  it('writes its body as one string with the markup of every card: the title link, the route, the facts', () => {
    const body = renderHtml(
      <div className="card__body">
        <CardTitle level={3} to="/cruise/sredizemnomore-7-nochey">
          Жемчужины Средиземноморья
        </CardTitle>
        <p className="ccard__route">
          <span className="visually-hidden">Маршрут: </span>
          {'Генуя\u00a0→ Марсель\u00a0→ Барселона\u00a0→ Генуя'}
        </p>
        <ul className="card__facts">
          <Fact icon="calendar">
            12–19{'\u00a0'}мая{'\u00a0'}2027{'\u00a0'}г.
          </Fact>
          <Fact icon="moon">7 ночей</Fact>
          <Fact icon="ship">MSC Grandiosa · MSC Cruises</Fact>
        </ul>
      </div>,
    );
    expect(html).toContain(body.replace(/<!-- -->/g, ''));
    // The price and the compare button come after the body, in the card's own footer.
    expect(html).toMatch(/<\/ul><\/div><div class="card__footer"><p class="price">/);
  });

  it('takes the heading level of its list and escapes what it writes', () => {
    const h2 = renderHtml(<CruiseCard cruise={{ ...cruise, title: 'Круиз «A&B» <new>' }} headingLevel={2} />);
    expect(h2).toContain('<h2 class="card__title">');
    expect(h2).toContain('>Круиз «A&amp;B» &lt;new&gt;</a></h2>');
  });

  it('makes one view of a cruise from the same answer, so its body is written once', () => {
    expect(toCruiseCardView(cruise)).toBe(toCruiseCardView(cruise));
    expect(toCruiseCardView({ ...cruise })).not.toBe(toCruiseCardView(cruise));
    expect(toCruiseCardView({ ...cruise })).toEqual(toCruiseCardView(cruise));
  });
});
