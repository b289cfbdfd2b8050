/** Where a hit of each kind goes in an answer of search by term (`TermResults`, shared/api/schemas.ts). */
import type { TermHit, TermResults } from '../api/schemas';

export type TermGroupKey = keyof Omit<
  TermResults,
  | 'term'
  | 'readAs'
  | 'best'
  | 'cruises'
  | 'cruiseFilters'
  | 'cruiseSort'
  | 'missedRoute'
  | 'missedOffer'
  | 'notSold'
  | 'total'
>;

export const TERM_GROUP_OF_KIND: Readonly<Record<TermHit['kind'], TermGroupKey>> = {
  region: 'regions',
  country: 'countries',
  port: 'ports',
  ship: 'ships',
  line: 'cruiseLines',
  promotion: 'promotions',
  tag: 'tagPages',
};
