/** A hand-picked set of airports for the Autocomplete demos. */
export type Region = 'Africa' | 'Americas' | 'Asia' | 'Europe' | 'Oceania';

export interface Airport {
  /** IATA code */
  code: string;
  city: string;
  country: string;
  region: Region;
}

export const airports: readonly Airport[] = [
  { code: 'LIS', city: 'Lisbon', country: 'Portugal', region: 'Europe' },
  { code: 'OPO', city: 'Porto', country: 'Portugal', region: 'Europe' },
  { code: 'MAD', city: 'Madrid', country: 'Spain', region: 'Europe' },
  { code: 'BCN', city: 'Barcelona', country: 'Spain', region: 'Europe' },
  { code: 'CDG', city: 'Paris', country: 'France', region: 'Europe' },
  { code: 'AMS', city: 'Amsterdam', country: 'Netherlands', region: 'Europe' },
  { code: 'BER', city: 'Berlin', country: 'Germany', region: 'Europe' },
  { code: 'CPH', city: 'Copenhagen', country: 'Denmark', region: 'Europe' },
  { code: 'HEL', city: 'Helsinki', country: 'Finland', region: 'Europe' },
  { code: 'ATH', city: 'Athens', country: 'Greece', region: 'Europe' },
  { code: 'DUB', city: 'Dublin', country: 'Ireland', region: 'Europe' },
  { code: 'JFK', city: 'New York', country: 'United States', region: 'Americas' },
  { code: 'SFO', city: 'San Francisco', country: 'United States', region: 'Americas' },
  { code: 'YVR', city: 'Vancouver', country: 'Canada', region: 'Americas' },
  { code: 'MEX', city: 'Mexico City', country: 'Mexico', region: 'Americas' },
  { code: 'GRU', city: 'São Paulo', country: 'Brazil', region: 'Americas' },
  { code: 'EZE', city: 'Buenos Aires', country: 'Argentina', region: 'Americas' },
  { code: 'BOG', city: 'Bogotá', country: 'Colombia', region: 'Americas' },
  { code: 'NRT', city: 'Tokyo', country: 'Japan', region: 'Asia' },
  { code: 'ICN', city: 'Seoul', country: 'South Korea', region: 'Asia' },
  { code: 'SIN', city: 'Singapore', country: 'Singapore', region: 'Asia' },
  { code: 'BKK', city: 'Bangkok', country: 'Thailand', region: 'Asia' },
  { code: 'DEL', city: 'Delhi', country: 'India', region: 'Asia' },
  { code: 'DXB', city: 'Dubai', country: 'United Arab Emirates', region: 'Asia' },
  { code: 'CPT', city: 'Cape Town', country: 'South Africa', region: 'Africa' },
  { code: 'NBO', city: 'Nairobi', country: 'Kenya', region: 'Africa' },
  { code: 'CMN', city: 'Casablanca', country: 'Morocco', region: 'Africa' },
  { code: 'ACC', city: 'Accra', country: 'Ghana', region: 'Africa' },
  { code: 'SYD', city: 'Sydney', country: 'Australia', region: 'Oceania' },
  { code: 'AKL', city: 'Auckland', country: 'New Zealand', region: 'Oceania' },
];

/** "Lisbon (LIS)" */
export function airportLabel(airport: Airport) {
  return `${airport.city} (${airport.code})`;
}
