import type { ColorPaletteProp } from '@mui/joy/styles';

/** The three ways the directory can be narrowed, and the values of each. */

export type DepartmentId = 'design' | 'planning' | 'ecology' | 'engineering' | 'studio';
export type LocationId = 'bristol' | 'lisbon' | 'montreal' | 'remote';
export type AvailabilityId = 'available' | 'busy' | 'away';

export interface Department {
  id: DepartmentId;
  label: string;
  /** The Joy palette of the department's chip and of its people's avatars. */
  color: ColorPaletteProp;
}

export interface Location {
  id: LocationId;
  label: string;
  /** Shown in profiles, so colleagues know when to call. */
  timeZone: string;
}

export interface Availability {
  id: AvailabilityId;
  label: string;
  color: ColorPaletteProp;
}

export const departments: Department[] = [
  { id: 'design', label: 'Landscape design', color: 'primary' },
  { id: 'planning', label: 'Urban planning', color: 'warning' },
  { id: 'ecology', label: 'Ecology', color: 'success' },
  { id: 'engineering', label: 'Civil engineering', color: 'neutral' },
  { id: 'studio', label: 'Studio operations', color: 'danger' },
];

export const locations: Location[] = [
  { id: 'bristol', label: 'Bristol', timeZone: 'UK time (GMT/BST)' },
  { id: 'lisbon', label: 'Lisbon', timeZone: 'Portugal time (WET/WEST)' },
  { id: 'montreal', label: 'Montréal', timeZone: 'Eastern time (ET)' },
  { id: 'remote', label: 'Remote', timeZone: 'Varies: see their calendar' },
];

export const availabilities: Availability[] = [
  { id: 'available', label: 'Available', color: 'success' },
  { id: 'busy', label: 'In meetings', color: 'warning' },
  { id: 'away', label: 'Away', color: 'neutral' },
];

export const departmentOf = (id: DepartmentId) => departments.find((item) => item.id === id)!;
export const locationOf = (id: LocationId) => locations.find((item) => item.id === id)!;
export const availabilityOf = (id: AvailabilityId) => availabilities.find((item) => item.id === id)!;
