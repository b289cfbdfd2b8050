import { SEED_MONTHS } from '../seed/generate';
import { searchByTerm } from '../search/term-search';
import { filterOptions } from '../store/filter-options';
import { searchCruises } from '../store/search';
import type { Handlers } from './context';

export const searchHandlers: Pick<Handlers, 'getFilterOptions' | 'searchCruises' | 'searchByTerm'> = {
  getFilterOptions: (filters, { store }) =>
    filterOptions(store.model(), store.view(), filters, SEED_MONTHS + 1),
  searchCruises: (query, { store }) => searchCruises(store.view(), query),
  searchByTerm: (query, { store }) => searchByTerm(store.model(), store.view(), query),
};
