import * as React from 'react';
import { people } from '../data/people';
import { matches, sortPeople, type Criteria, type FacetKey, type SortKey } from '../utils/people';

const noFilters: Omit<Criteria, 'search'> = { departments: [], locations: [], availability: [] };

/**
 * The directory's state: search, filters, sort order and the selected person, with what follows
 * from them. To use a real directory, load `people` from your HR or identity API and, once it
 * holds thousands of people, send `criteria` to the server instead of filtering here.
 */
export function useDirectory() {
  const [criteria, setCriteria] = React.useState<Criteria>({ search: '', ...noFilters });
  const [sort, setSort] = React.useState<SortKey>('name');
  const [selectedId, setSelectedId] = React.useState('p01');

  const visible = sortPeople(
    people.filter((person) => matches(person, criteria)),
    sort,
  );
  const activeCount = criteria.departments.length + criteria.locations.length + criteria.availability.length;

  return {
    people,
    criteria,
    visible,
    sort,
    selectedId,
    activeCount,
    setSort,
    select: setSelectedId,
    setSearch: (search: string) => setCriteria((current) => ({ ...current, search })),
    /** Ticks or unticks `value` in filter `key`. */
    toggle: (key: FacetKey, value: string) =>
      setCriteria((current) => {
        const values = current[key] as string[];
        const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
        return { ...current, [key]: next };
      }),
    clearFilters: () => setCriteria((current) => ({ ...current, ...noFilters })),
  };
}

export type Directory = ReturnType<typeof useDirectory>;
