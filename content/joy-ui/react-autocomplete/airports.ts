export interface Airport {
  code: string;
  city: string;
  name: string;
  country: string;
  region: 'Europe' | 'Americas' | 'Asia' | 'Africa' | 'Oceania';
}

// A short list of airports shared by several demos on this page.
export const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', name: 'Schiphol', country: 'Netherlands', region: 'Europe' },
  { code: 'ATH', city: 'Athens', name: 'Eleftherios Venizelos', country: 'Greece', region: 'Europe' },
  { code: 'BCN', city: 'Barcelona', name: 'El Prat', country: 'Spain', region: 'Europe' },
  { code: 'CPH', city: 'Copenhagen', name: 'Kastrup', country: 'Denmark', region: 'Europe' },
  { code: 'DUB', city: 'Dublin', name: 'Dublin Airport', country: 'Ireland', region: 'Europe' },
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado', country: 'Portugal', region: 'Europe' },
  { code: 'VIE', city: 'Vienna', name: 'Schwechat', country: 'Austria', region: 'Europe' },
  { code: 'BOG', city: 'Bogotá', name: 'El Dorado', country: 'Colombia', region: 'Americas' },
  { code: 'GRU', city: 'São Paulo', name: 'Guarulhos', country: 'Brazil', region: 'Americas' },
  { code: 'MEX', city: 'Mexico City', name: 'Benito Juárez', country: 'Mexico', region: 'Americas' },
  { code: 'YVR', city: 'Vancouver', name: 'Vancouver International', country: 'Canada', region: 'Americas' },
  { code: 'SEA', city: 'Seattle', name: 'Seattle–Tacoma', country: 'United States', region: 'Americas' },
  { code: 'DEL', city: 'Delhi', name: 'Indira Gandhi', country: 'India', region: 'Asia' },
  { code: 'HND', city: 'Tokyo', name: 'Haneda', country: 'Japan', region: 'Asia' },
  { code: 'ICN', city: 'Seoul', name: 'Incheon', country: 'South Korea', region: 'Asia' },
  { code: 'SIN', city: 'Singapore', name: 'Changi', country: 'Singapore', region: 'Asia' },
  { code: 'ADD', city: 'Addis Ababa', name: 'Bole', country: 'Ethiopia', region: 'Africa' },
  { code: 'CPT', city: 'Cape Town', name: 'Cape Town International', country: 'South Africa', region: 'Africa' },
  { code: 'NBO', city: 'Nairobi', name: 'Jomo Kenyatta', country: 'Kenya', region: 'Africa' },
  { code: 'AKL', city: 'Auckland', name: 'Auckland Airport', country: 'New Zealand', region: 'Oceania' },
  { code: 'MEL', city: 'Melbourne', name: 'Tullamarine', country: 'Australia', region: 'Oceania' },
];

export const airportLabel = (airport: Airport) => `${airport.city} (${airport.code})`;
