/** The signed-in person's profile, as the server last stored it. */

export interface Profile {
  firstName: string;
  lastName: string;
  /** Job title shown beside the name on the rota. */
  role: string;
  email: string;
  /** An IANA time zone name, one of `data/timezones.ts`. */
  timezone: string;
  bio: string;
}

export type ProfileField = keyof Profile;

/** The longest bio the rota's staff card has room for. */
export const BIO_LIMIT = 240;

export const savedProfile: Profile = {
  firstName: 'Nadia',
  lastName: 'Osei',
  role: 'Clinical lead, small animals',
  email: 'nadia.osei@harrowgate-vets.example',
  timezone: 'Europe/London',
  bio: 'Twelve years in first-opinion practice, with a soft spot for rabbits and elderly cats. Ask me about dental cover or the out-of-hours rota; I plan both.',
};

/** Roles offered as suggestions under the role field. */
export const roleHints = ['Veterinary surgeon', 'Registered veterinary nurse', 'Patient care assistant', 'Receptionist'];
