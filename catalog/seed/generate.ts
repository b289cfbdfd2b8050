/**
 * The deterministic seed generator: the same seed string and the same `seedStart` give byte-identical data.
 * Nothing here reads the clock or the environment; dates are offsets from `seedStart`. Each kind of record
 * has its own generator in `generate/`; this composes them in the order their ids depend on.
 */
import type { CatalogRecords } from '../store/types';
import { createRng } from './prng';
import { generateSailings } from './generate/cruises';
import { generateFleet } from './generate/fleet';
import { createImageRegistry } from './generate/images';
import { generateMarketing, type Marketing } from './generate/marketing';
import { generateOrders } from './generate/orders';
import { describePlaces, generateCountries, generatePorts, generateRegions } from './generate/places';
import { generatePrices, withOfferPrices } from './generate/prices';
import {
  aloneOfferSailings,
  childrenFreeOffers,
  earlyBookingOffers,
  generatePromotions,
  percentOffSailings,
  secondGuestOffers,
} from './generate/promotions';
import { withTariffs } from './generate/tariffs';

export { isoDay } from './generate/dates';
export { RATES, type TagPageRec } from './generate/marketing';

export interface SeedData extends Marketing, CatalogRecords {}

export function generateSeed(seed: string, seedStart: Date): SeedData {
  const rng = createRng(seed);
  const registry = createImageRegistry();
  const countries = generateCountries(registry);
  const { ports, cities } = generatePorts(registry, countries);
  const regions = generateRegions(registry, ports);
  const fleet = generateFleet(rng, registry);
  const { cruises, days } = generateSailings(rng, seedStart, fleet, {
    ports,
    cities,
    regions,
    countries,
  });
  describePlaces(countries, ports, cruises, days);
  const untariffed = generatePrices(rng, fleet, cruises, seedStart);
  const { promotions, cruisePromotions } = generatePromotions(rng, seedStart, registry, {
    lines: fleet.lines,
    ships: fleet.ships,
    regions,
    cruises,
  });
  const percentOff = percentOffSailings(promotions, cruisePromotions);
  const prices = withTariffs(
    createRng(`${seed}:tariffs`),
    seedStart,
    { lines: fleet.lines, ships: fleet.ships, cabins: fleet.cabins, cruises },
    withOfferPrices(untariffed, cruises, percentOff),
    {
      early: earlyBookingOffers(promotions, cruisePromotions),
      secondGuest: secondGuestOffers(promotions, cruisePromotions),
      childrenFree: childrenFreeOffers(promotions, cruisePromotions),
      percentOff,
      alone: aloneOfferSailings(promotions, cruisePromotions),
    },
  );
  const marketing = generateMarketing(seedStart, registry);
  const orders = generateOrders(rng, seedStart, {
    ships: fleet.ships,
    cabins: fleet.cabins,
    cruises,
    prices,
  });
  return {
    images: registry.images,
    countries,
    regions,
    cities,
    ports,
    lines: fleet.lines,
    ships: fleet.ships,
    cabins: fleet.cabins,
    decks: fleet.decks,
    cruises,
    days,
    prices,
    promotions,
    cruisePromotions,
    orders,
    ...marketing,
  };
}
