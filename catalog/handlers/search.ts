import { SEARCH_MONTHS } from '../../shared/validation';
import { searchByTerm } from '../search/term-search';
import { filterOptions } from '../store/filter-options';
import { searchCruises } from '../store/search';
import type { Handlers } from './context';

export const searchHandlers: Pick<Handlers, 'getFilterOptions' | 'searchCruises' | 'searchByTerm'> = {
  getFilterOptions: (filters, { store }) =>
    filterOptions(store.model(), store.view(), filters, SEARCH_MONTHS),
  searchCruises: (query, { store }) => searchCruises(store.view(), query),
  searchByTerm: (query, { store }) => searchByTerm(store.model(), store.view(), query),
};
