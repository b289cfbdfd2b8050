/**
 * The case forms the catalogue serves with its ports and cities: the hand-checked table first, then the
 * declension library. Computed when a response is built (and remembered), so a store seeded before the
 * forms existed serves them too.
 */
import type { PlaceCases, PlaceRef } from '../../shared/api/schemas';
import { declineToponym } from '../../shared/russian/decline';
import { PLACE_CASES } from '../seed/data/place-cases';
import { COUNTRY_ALONG, COUNTRY_INTO } from '../seed/data/countries';
import { REGIONS } from '../seed/data/regions';

const known = new Map<string, PlaceCases | undefined>();

export function catalogCases(name: string): PlaceCases | undefined {
  if (known.has(name)) return known.get(name);
  const row = PLACE_CASES[name];
  const cases = row
    ? {
        genitive: row[0],
        accusative: row[1],
        prepositional: row[2],
        ...(row[3] ? { preposition: row[3] } : {}),
      }
    : (declineToponym(name) ?? undefined);
  known.set(name, cases);
  return cases;
}

/** A port or city as a reference, with the forms of its name. */
export function placeRef(x: { slug: string; name: string }): PlaceRef {
  const cases = catalogCases(x.name);
  return cases ? { slug: x.slug, name: x.name, cases } : { slug: x.slug, name: x.name };
}

const ALONG = new Map(REGIONS.map((r) => [r.slug, r.along]));

/** A region's name after «по» (`Восточному Средиземноморью`), from the seed's table; none for a region it lacks. */
export function regionAlong(slug: string): string | undefined {
  return ALONG.get(slug);
}

/**
 * How a heading names a country's sailings, by its ISO code: after «по» (`Франции`), or, for a country
 * called at in one port, after «с заходом» (`в Монако`); nothing for a country the tables lack.
 */
export function countryWording(code: string): { along?: string; into?: string } {
  const into = COUNTRY_INTO[code];
  if (into) return { into };
  const along = COUNTRY_ALONG[code];
  return along ? { along } : {};
}
