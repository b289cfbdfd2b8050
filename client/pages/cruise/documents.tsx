/**
 * What a Russian traveller needs to board and go ashore: a Russian passport on a river cruise at home, a
 * foreign one abroad and each country's visa rule (the country page's own words), grouped so that the
 * Schengen countries of a Mediterranean cruise are said once. The best Russian sites say it on the cruise
 * page; a traveller should not have to open every country of the route.
 */
import { Fragment } from 'react';
import { Link } from '../../ui/link';
import { lowerFirst } from '../../../shared/format';
import { href } from '../../../shared/routes';
import type { Cruise } from '../../../shared/api/schemas';

const RUSSIA = 'rossiya';

type Country = Cruise['countries'][number];

/** Countries with the same rule together, in the route's order of their first country. */
export function visaGroups(countries: readonly Country[]): { visa: string; countries: Country[] }[] {
  const groups = new Map<string, Country[]>();
  for (const country of countries) {
    if (country.slug === RUSSIA || !country.visa) continue;
    const group = groups.get(country.visa);
    if (group) group.push(country);
    else groups.set(country.visa, [country]);
  }
  return [...groups].map(([visa, list]) => ({ visa, countries: list }));
}

function CountryLinks({ countries }: { countries: readonly Country[] }) {
  return countries.map((c, i) => (
    <Fragment key={c.slug}>
      {i === 0 ? null : i === countries.length - 1 ? ' и ' : ', '}
      <Link to={href.country(c.slug)}>{c.name}</Link>
    </Fragment>
  ));
}

export function Documents({ cruise }: { cruise: Pick<Cruise, 'countries'> }) {
  // Nothing known of the route's countries: nothing to say rather than a guess.
  if (cruise.countries.length === 0) return null;
  const abroad = cruise.countries.some((c) => c.slug !== RUSSIA);
  const groups = visaGroups(cruise.countries);
  return (
    <section className="cr-section" aria-labelledby="cr-docs">
      <h2 id="cr-docs" className="heading heading--l">
        Документы и визы
      </h2>
      {abroad ? (
        <div className="cr-text">
          <p>
            Нужен заграничный паспорт; многие страны требуют, чтобы он действовал ещё полгода после поездки.
          </p>
          {groups.length > 0 ? (
            <ul className="cr-docs">
              {groups.map((g) => (
                <li key={g.visa}>
                  <CountryLinks countries={g.countries} /> — {lowerFirst(g.visa)}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            Правила въезда меняются: уточните их у менеджера до бронирования — на визу может уйти несколько
            месяцев.
          </p>
        </div>
      ) : (
        <p className="cr-text">
          Нужен паспорт гражданина России, детям до 14 лет — свидетельство о рождении. Гражданам России виза
          не нужна.
        </p>
      )}
    </section>
  );
}
