import type { Random } from './random';

/** Given names from many languages, so sorting and filtering demos meet accented letters (É, ø). */
export const FIRST_NAMES = [
  'Amara', 'Bjørn', 'Chiara', 'Dmitri', 'Esi', 'Farhan', 'Gabriela', 'Hiroshi', 'Ines', 'Jomo',
  'Kalani', 'Leila', 'Mateo', 'Nadia', 'Olu', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tamar',
  'Umar', 'Valentina', 'Wen', 'Xochitl', 'Yusuf', 'Zofia', 'Émile', 'Aroha', 'Kwame', 'Sakura',
] as const;

/** Family names to pair with {@link FIRST_NAMES}. */
export const LAST_NAMES = [
  'Okafor', 'Lindqvist', 'Moretti', 'Volkov', 'Mensah', 'Rahman', 'Souza', 'Tanaka', 'Ferreira', 'Kamau',
  'Kahale', 'Haddad', 'Rojas', 'Petrova', 'Adeyemi', 'Iyer', 'Marchand', 'Delgado', 'Nyberg', 'Cohen',
  'Farouk', 'Bianchi', 'Zhang', 'Hernández', 'Demir', 'Kowalska', 'Laurent', 'Ngata', 'Boateng', 'Sato',
] as const;

/** Countries with their ISO 3166-1 alpha-2 code. */
export const COUNTRIES = [
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'GH', name: 'Ghana' },
  { code: 'IN', name: 'India' },
  { code: 'JP', name: 'Japan' },
  { code: 'KE', name: 'Kenya' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'PL', name: 'Poland' },
  { code: 'SE', name: 'Sweden' },
  { code: 'US', name: 'United States' },
] as const;

/** One of {@link COUNTRIES}' names. */
export type CountryName = (typeof COUNTRIES)[number]['name'];

/** A random full name, first and last. */
export function randomName(random: Random): { firstName: string; lastName: string } {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}

/** An address at an example domain (RFC 2606), lower case without accents: `amara.okafor@example.com`. */
export function emailOf(firstName: string, lastName: string, domain = 'example.com'): string {
  const plain = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  return `${plain(firstName)}.${plain(lastName)}@${domain}`;
}
