/**
 * One deck drawn as SVG on the server, like the route map: no third-party assets, no script needed.
 * Cabins are rectangles coloured by class (a class per category, no inline styles, short attributes: a
 * liner's deck has over two hundred). On a cruise page a cabin's state is a fill pattern and words, not a
 * colour alone, and every cabin that may be asked for is a link (`?cabin=214#booking`) with a name a
 * screen reader reads. The deck switcher is a list of links (`?deck=2#decks`), so it works without JS.
 */
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { formatCount, NOUN_FORMS } from '../../../shared/format';
import { hullPath, isChoosable, STATE_WORD, type DeckPlanView, type PlanCabin } from './view';
import { hrefWith } from '../../../shared/routes';

export const DECKS_ID = 'decks';
export const FREE_CABINS: readonly [string, string, string] = [
  'свободная каюта',
  'свободные каюты',
  'свободных кают',
];

/** Liners' decks are long: on a phone they scroll sideways rather than shrink to specks. */
const WIDE_DECK = 700;
/** Drawn at most this many pixels per plan unit: a river deck is not blown up to the page's width. */
const SCALE = 1.6;

function cabinLabel(cabin: PlanCabin, categoryName: string): string {
  return `Каюта ${cabin.n}, ${categoryName}${cabin.s ? `, ${STATE_WORD[cabin.s]}` : ''}`;
}

export function DeckTabs({ plan }: { plan: DeckPlanView }) {
  const here = useLocation();
  return (
    <nav className="dp__tabs" aria-label="Палубы">
      <ul className="dp__tab-list">
        {plan.tabs.map((t) => (
          <li key={t.number}>
            <Link
              to={hrefWith(here, { deck: String(t.number) }, DECKS_ID)}
              className="dp__tab"
              aria-current={t.number === plan.deck.number ? 'page' : undefined}
              preventScrollReset
            >
              {t.name}
              {t.free !== null ? (
                <span className="dp__tab-free">
                  {t.free > 0 ? formatCount(t.free, FREE_CABINS) : 'свободных нет'}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Legend({ plan, withStates }: { plan: DeckPlanView; withStates: boolean }) {
  const counts = plan.categories.map((_, i) => plan.deck.cabins.filter((c) => c.c === i).length);
  // The classes on this deck, for «Свободна»'s swatch: the first two.
  const shown = counts.flatMap((n, i) => (n > 0 ? [i] : [])).slice(0, 2);
  return (
    <div className="dp__legend">
      <ul className="dp__keys" aria-label={`Классы кают: ${plan.deck.name.toLowerCase()}`}>
        {plan.categories.map((c, i) =>
          counts[i] > 0 ? (
            <li key={c.code} className="dp__key">
              <svg className="dp__swatch" viewBox="0 0 16 12" aria-hidden="true">
                <rect className={`k${i}`} x="1" y="1" width="14" height="10" />
              </svg>
              {c.name} — {formatCount(counts[i], NOUN_FORMS.cabin)}
            </li>
          ) : null,
        )}
      </ul>
      {withStates ? (
        <ul className="dp__keys" aria-label="Состояние кают">
          {(['f', 'r', 'b'] as const).map((s) => (
            <li key={s} className="dp__key">
              <svg className="dp__swatch" viewBox="0 0 16 12" aria-hidden="true">
                {s === 'f' ? (
                  // A free cabin is drawn in its class's colour: the key shows the deck's (two at most), not
                  // a grey of its own that no cabin has.
                  shown.map((k, j) => (
                    <rect
                      key={k}
                      className={`k${k}`}
                      x={1 + (j * 14) / shown.length}
                      y="1"
                      width={14 / shown.length}
                      height="10"
                    />
                  ))
                ) : (
                  <rect className={`kn ${s}`} x="1" y="1" width="14" height="10" />
                )}
              </svg>
              {s === 'f' ? 'Свободна — цвет её класса' : s === 'r' ? 'По запросу' : 'Занята'}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `linkOf` makes the cabins that may be asked for into links (a cruise page); without it the plan only shows. */
export function DeckPlan({
  plan,
  chosen = null,
  linkOf,
}: {
  plan: DeckPlanView;
  chosen?: string | null;
  linkOf?: (cabin: string) => string;
}) {
  const { deck } = plan;
  const withStates = deck.cabins.some((c) => c.s);
  return (
    <div className="dp">
      <Legend plan={plan} withStates={withStates} />
      <div className="dp__scroll">
        <svg
          className={`dp__svg${deck.width > WIDE_DECK ? ' dp__svg--wide' : ''}`}
          viewBox={`0 0 ${deck.width} ${deck.height}`}
          width={Math.round(deck.width * SCALE)}
          height={Math.round(deck.height * SCALE)}
          role="group"
          aria-label={`План: ${deck.name.toLowerCase()}, ${formatCount(deck.cabins.length, NOUN_FORMS.cabin)}`}
          data-deck={deck.number}
        >
          <defs>
            <pattern
              id="dp-hatch"
              width="4"
              height="4"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="4" height="4" className="dp__hatch-bg" />
              <path d="M0 0V4" className="dp__hatch-line" />
            </pattern>
          </defs>
          <path className="dp__hull" d={hullPath(deck.width, deck.height)} />
          {deck.cabins.map((c) => {
            const rect = (key?: string) => (
              <rect
                key={key}
                className={`k${c.c}${c.s ? ` ${c.s}` : ''}${c.n === chosen ? ' on' : ''}`}
                x={c.x}
                y={c.y}
                width={c.w}
                height={c.h}
                data-n={c.n}
              />
            );
            return linkOf && isChoosable(c.s) ? (
              <Link
                key={c.n}
                to={linkOf(c.n)}
                aria-label={cabinLabel(c, plan.categories[c.c].name)}
                aria-current={c.n === chosen ? 'true' : undefined}
              >
                {rect()}
              </Link>
            ) : (
              rect(c.n)
            );
          })}
          {deck.width > WIDE_DECK ? null : (
            // Numbers fit on a river ship's cabins; the links carry them for screen readers.
            <g className="dp__nums" aria-hidden="true">
              {deck.cabins.map((c) => (
                <text key={c.n} x={c.x + c.w / 2} y={c.y + c.h / 2 + 3}>
                  {c.n}
                </text>
              ))}
            </g>
          )}
        </svg>
      </div>
      <p className="dp__caption">
        Корма слева, нос справа; нечётные номера — по правому борту, чётные — по левому.
      </p>
    </div>
  );
}
