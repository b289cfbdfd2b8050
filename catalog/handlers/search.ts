import { SEED_MONTHS } from '../seed/generate';
import { filterOptions, searchByTerm, searchCruises } from '../store/search';
import type { Handlers } from './context';

export const searchHandlers: Pick<Handlers, 'getFilterOptions' | 'searchCruises' | 'searchByTerm'> = {
  getFilterOptions: (filters, { store }) =>
    filterOptions(store.model(), store.view(), filters, SEED_MONTHS + 1),
  searchCruises: (query, { store }) => searchCruises(store.view(), query),
  searchByTerm: ({ term, limit }, { store }) => searchByTerm(store.model(), store.view(), term, limit),
};
