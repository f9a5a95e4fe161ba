import { departmentOf, locationOf, type AvailabilityId, type DepartmentId, type LocationId } from '../data/facets';
import type { Person } from '../data/people';

/** What the reader has picked: the search words and the ticked values of each filter. */
export interface Criteria {
  search: string;
  departments: DepartmentId[];
  locations: LocationId[];
  availability: AvailabilityId[];
}

export type FacetKey = Exclude<keyof Criteria, 'search'>;

export type SortKey = 'name' | 'newest' | 'department';

/** "Lucien Moreau-Tremblay" gives "LM": the first letters of the first and last names. */
export function initials(name: string): string {
  const parts = name.split(' ').filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function matchesSearch(person: Person, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const text = fold(
    [person.name, person.role, departmentOf(person.department).label, locationOf(person.location).label, ...person.skills, ...person.languages].join(' '),
  );
  return words.every((word) => text.includes(word));
}

const facetValue = (person: Person, key: FacetKey): string =>
  key === 'departments' ? person.department : key === 'locations' ? person.location : person.availability;

/**
 * Whether `person` passes `criteria`. An empty filter lets everyone through; within a filter any
 * ticked value matches, and the filters combine. `ignore` skips one filter, to count its options.
 */
export function matches(person: Person, criteria: Criteria, ignore?: FacetKey): boolean {
  const facets: FacetKey[] = ['departments', 'locations', 'availability'];
  return (
    matchesSearch(person, criteria.search) &&
    facets.every((key) => key === ignore || criteria[key].length === 0 || (criteria[key] as string[]).includes(facetValue(person, key)))
  );
}

/** How many people an option of filter `key` would show, given everything else picked. */
export function optionCount(people: Person[], criteria: Criteria, key: FacetKey, value: string): number {
  return people.filter((person) => matches(person, criteria, key) && facetValue(person, key) === value).length;
}

const byName = (a: Person, b: Person) => a.name.localeCompare(b.name, 'en');

export function sortPeople(people: Person[], sort: SortKey): Person[] {
  const sorted = [...people];
  if (sort === 'newest') {
    return sorted.sort((a, b) => b.joined.localeCompare(a.joined) || byName(a, b));
  }
  if (sort === 'department') {
    return sorted.sort((a, b) => departmentOf(a.department).label.localeCompare(departmentOf(b.department).label) || byName(a, b));
  }
  return sorted.sort(byName);
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2021-06" gives "June 2021". Fixed locale and time zone, so server and browser agree. */
export function formatJoined(joined: string): string {
  const [year, month] = joined.split('-').map(Number);
  return monthYear.format(Date.UTC(year, month - 1, 1));
}
