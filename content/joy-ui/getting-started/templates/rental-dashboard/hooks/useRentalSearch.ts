import * as React from 'react';
import { listings as allListings } from '../data/listings';
import { PAGE_SIZE, defaultFilters, type Filters, type SortKey } from '../data/filters';
import { countActiveFilters, filterListings, sortListings } from '../utils/search';

/**
 * The state of the search screen and what follows from it: the words, the filters, the sort order,
 * the page, the saved homes, and the listings to show. Any change to what is searched goes back to
 * page 1. Replace the filtering here with a request to your search API when the list is long.
 */
export function useRentalSearch() {
  const [query, setQueryState] = React.useState('');
  const [filters, setFiltersState] = React.useState<Filters>(defaultFilters);
  const [sort, setSortState] = React.useState<SortKey>('recommended');
  const [page, setPage] = React.useState(0);
  const [saved, setSaved] = React.useState<string[]>(['l04', 'l09']);
  const [savedOnly, setSavedOnlyState] = React.useState(false);

  const results = React.useMemo(
    () => sortListings(filterListings(allListings, query, filters, savedOnly ? saved : null), sort),
    [query, filters, sort, saved, savedOnly],
  );
  const pageCount = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const pageItems = results.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);

  const fromFirstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return {
    query,
    setQuery: fromFirstPage(setQueryState),
    filters,
    setFilters: fromFirstPage(setFiltersState),
    updateFilters: (change: Partial<Filters>) => {
      setFiltersState((current) => ({ ...current, ...change }));
      setPage(0);
    },
    resetFilters: () => {
      setFiltersState(defaultFilters);
      setPage(0);
    },
    activeFilterCount: countActiveFilters(filters),
    sort,
    setSort: fromFirstPage(setSortState),
    savedOnly,
    setSavedOnly: fromFirstPage(setSavedOnlyState),
    saved,
    toggleSaved: (id: string) =>
      setSaved((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id])),
    results,
    page: currentPage,
    pageCount,
    pageItems,
    setPage,
  };
}

export type RentalSearch = ReturnType<typeof useRentalSearch>;
