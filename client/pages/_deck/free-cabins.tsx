/**
 * The plan's way for keyboards and screen readers, and the main one on a phone: the drawn deck's cabins
 * that may be asked for, by class. A cabin is a link that puts it in the booking form (`?cabin=214#booking`,
 * so the server fills the form without JS); a class's own link picks the class and leaves the cabin to the
 * manager.
 */
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { formatCount } from '../../../shared/format';
import { FREE_CABINS } from './deck-plan';
import { isChoosable, type DeckPlanView } from './view';
import { hrefWith } from '../../../shared/routes';

export function FreeCabins({
  plan,
  chosen,
  linkOf,
  bookingId,
}: {
  plan: DeckPlanView;
  chosen: string | null;
  linkOf: (cabin: string) => string;
  bookingId: string;
}) {
  const here = useLocation();
  const { deck } = plan;
  return (
    <div className="dp-free">
      <h3 className="heading heading--s dp-free__title">Свободные каюты: {deck.name.toLowerCase()}</h3>
      {plan.categories.map((category, i) => {
        const cabins = deck.cabins
          .filter((c) => c.c === i && isChoosable(c.s))
          .sort((a, b) => Number(a.n) - Number(b.n));
        const free = cabins.filter((c) => c.s === 'f').length;
        if (!deck.cabins.some((c) => c.c === i)) return null;
        return (
          <section key={category.code} className="dp-free__group" aria-label={category.name}>
            <p className="dp-free__head">
              <span className="dp-free__name">{category.name}</span>{' '}
              <span className="dp-free__count">
                {free > 0 ? formatCount(free, FREE_CABINS) : 'свободных нет'}
              </span>
              {/* Only where this deck has a cabin of the class to ask for: a class sold out leads nowhere (the
                  form does not offer it), and one free on another deck has its link in that deck's list. */}
              {cabins.length > 0 ? (
                <Link
                  to={hrefWith(here, { cabin: null, category: category.code }, bookingId)}
                  className="dp-free__any"
                >
                  Выбрать класс<span className="visually-hidden"> «{category.name}»</span>
                </Link>
              ) : null}
            </p>
            {cabins.length > 0 ? (
              <ul className="dp-free__list">
                {cabins.map((c) => (
                  <li key={c.n}>
                    <Link
                      to={linkOf(c.n)}
                      className={`dp-free__cabin${c.s === 'r' ? ' dp-free__cabin--request' : ''}`}
                      aria-current={c.n === chosen ? 'true' : undefined}
                    >
                      {/* The group names the class: a number is enough here, and keeps a liner's list light. */}
                      {c.n}
                      {c.s === 'r' ? (
                        <>
                          <span aria-hidden="true"> ?</span>
                          <span className="visually-hidden">, по запросу</span>
                        </>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      {deck.cabins.some((c) => c.s === 'r') ? (
        <p className="dp-free__note">«?» — каюта по запросу: менеджер уточнит её у судоходной компании.</p>
      ) : null}
    </div>
  );
}
