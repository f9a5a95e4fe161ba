export interface TimeZoneChoice {
  /** IANA name, stored with the profile. */
  id: string;
  /** What the list shows. */
  city: string;
  /** Offset from UTC in winter, as a hint: the rota converts with the real rules. */
  winterOffset: string;
}

/** The zones Wrenfield's clinics work in, west to east. */
export const timeZones: TimeZoneChoice[] = [
  { id: 'America/Vancouver', city: 'Vancouver', winterOffset: 'UTC−8' },
  { id: 'America/Toronto', city: 'Toronto', winterOffset: 'UTC−5' },
  { id: 'America/Halifax', city: 'Halifax', winterOffset: 'UTC−4' },
  { id: 'Atlantic/Reykjavik', city: 'Reykjavík', winterOffset: 'UTC+0' },
  { id: 'Europe/Dublin', city: 'Dublin', winterOffset: 'UTC+0' },
  { id: 'Europe/London', city: 'London', winterOffset: 'UTC+0' },
  { id: 'Europe/Amsterdam', city: 'Amsterdam', winterOffset: 'UTC+1' },
  { id: 'Europe/Oslo', city: 'Oslo', winterOffset: 'UTC+1' },
  { id: 'Europe/Helsinki', city: 'Helsinki', winterOffset: 'UTC+2' },
  { id: 'Asia/Dubai', city: 'Dubai', winterOffset: 'UTC+4' },
  { id: 'Asia/Singapore', city: 'Singapore', winterOffset: 'UTC+8' },
  { id: 'Australia/Perth', city: 'Perth', winterOffset: 'UTC+8' },
  { id: 'Pacific/Auckland', city: 'Auckland', winterOffset: 'UTC+13' },
];
