import type { Feature, PropertyType } from './listings';

/** The rent slider's ends and step, in pounds a month. */
export const RENT_MIN = 600;
export const RENT_MAX = 3200;
export const RENT_STEP = 50;

export type TypeFilter = PropertyType | 'any';
export type BedroomFilter = 'any' | '1' | '2' | '3' | '4';
export type SortKey = 'recommended' | 'rent-asc' | 'rent-desc' | 'rating' | 'newest';

export interface Filters {
  rent: [number, number];
  type: TypeFilter;
  bedrooms: BedroomFilter;
  features: Feature[];
}

export const defaultFilters: Filters = { rent: [RENT_MIN, RENT_MAX], type: 'any', bedrooms: 'any', features: [] };

export const typeOptions: { value: TypeFilter; label: string }[] = [
  { value: 'any', label: 'Any type' },
  { value: 'flat', label: 'Flat' },
  { value: 'house', label: 'House' },
  { value: 'studio', label: 'Studio' },
  { value: 'loft', label: 'Loft' },
];

export const bedroomOptions: { value: BedroomFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: '1', label: '1+' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
  { value: '4', label: '4+' },
];

export const featureLabels: Record<Feature, string> = {
  pets: 'Pets allowed',
  furnished: 'Furnished',
  outdoor: 'Garden or balcony',
  parking: 'Parking',
  bills: 'Bills included',
};

export const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'rent-asc', label: 'Rent: low to high' },
  { value: 'rent-desc', label: 'Rent: high to low' },
  { value: 'rating', label: 'Best reviewed' },
  { value: 'newest', label: 'Newest listings' },
];

export const PAGE_SIZE = 8;
