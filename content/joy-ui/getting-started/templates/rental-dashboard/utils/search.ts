import type { Listing } from '../data/listings';
import { RENT_MAX, RENT_MIN, type Filters, type SortKey } from '../data/filters';

function matchesQuery(listing: Listing, query: string) {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${listing.title} ${listing.neighbourhood} ${listing.type}`.toLowerCase().replace(/’/g, "'");
  return words.every((word) => haystack.includes(word.replace(/’/g, "'")));
}

/** The listings that pass the search words, the filters and, when asked, the saved-only switch. */
export function filterListings(all: Listing[], query: string, filters: Filters, savedOnly: string[] | null): Listing[] {
  const [low, high] = filters.rent;
  return all.filter(
    (listing) =>
      matchesQuery(listing, query) &&
      listing.rent >= low &&
      // The top of the slider means "no upper limit".
      (high >= RENT_MAX || listing.rent <= high) &&
      (filters.type === 'any' || listing.type === filters.type) &&
      (filters.bedrooms === 'any' || listing.bedrooms >= Number(filters.bedrooms)) &&
      filters.features.every((feature) => listing.features.includes(feature)) &&
      (savedOnly === null || savedOnly.includes(listing.id)),
  );
}

const comparators: Record<SortKey, ((a: Listing, b: Listing) => number) | null> = {
  // The service's own order: keep the list as it came.
  recommended: null,
  'rent-asc': (a, b) => a.rent - b.rent,
  'rent-desc': (a, b) => b.rent - a.rent,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
  newest: (a, b) => a.listedDaysAgo - b.listedDaysAgo,
};

export function sortListings(listings: Listing[], sort: SortKey): Listing[] {
  const compare = comparators[sort];
  return compare ? [...listings].sort(compare) : listings;
}

/** How many filters differ from their defaults, for the badge on the filters button. */
export function countActiveFilters(filters: Filters): number {
  return (
    Number(filters.rent[0] > RENT_MIN || filters.rent[1] < RENT_MAX) +
    Number(filters.type !== 'any') +
    Number(filters.bedrooms !== 'any') +
    filters.features.length
  );
}
