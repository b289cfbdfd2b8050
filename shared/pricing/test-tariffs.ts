/** A sea line's fare rules for tests of the party's price (shared/pricing/party-total.ts and its page). */
import type { Tariff } from '../api/schemas';

/** A sea line: 2–11 years half price, 12–17 years 30% off, no pensioner fare, single +100%. */
export const SEA_TARIFF: Tariff = {
  childDiscounts: [
    { fromAge: 0, toAge: 1, percent: 100, ownBerth: false },
    { fromAge: 2, toAge: 11, percent: 50, ownBerth: true },
    { fromAge: 12, toAge: 17, percent: 30, ownBerth: true },
  ],
  pensionerPercent: null,
  singleSupplementPercent: 100,
  earlyBooking: null,
  secondGuest: null,
  childrenFree: null,
};
