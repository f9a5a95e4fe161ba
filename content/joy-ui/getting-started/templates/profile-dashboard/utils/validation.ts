import { BIO_LIMIT, type Profile, type ProfileField } from '../data/profile';

export type ProfileErrors = Partial<Record<ProfileField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Checks a profile draft and returns a message per field that needs fixing (an empty object when
 * all is well). Run the same rules on the server: these only save the person a round trip.
 */
export function validateProfile(profile: Profile): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!profile.firstName.trim()) {
    errors.firstName = 'Enter your first name.';
  }
  if (!profile.lastName.trim()) {
    errors.lastName = 'Enter your last name.';
  }
  if (profile.role.trim().length > 60) {
    errors.role = 'Shorten the role to 60 characters so it fits on the rota.';
  }
  if (!profile.email.trim()) {
    errors.email = 'Enter the email address rota updates should go to.';
  } else if (!EMAIL.test(profile.email.trim())) {
    errors.email = 'This doesn’t look like an email address: check for a missing @ or dot.';
  }
  const over = profile.bio.length - BIO_LIMIT;
  if (over > 0) {
    errors.bio = `Trim your bio by ${over} character${over === 1 ? '' : 's'}.`;
  }
  return errors;
}

/** The fields in the order the form shows them, so focus goes to the first problem on screen. */
export const fieldOrder: ProfileField[] = ['firstName', 'lastName', 'role', 'email', 'timezone', 'bio'];

/** The id of a field's control, shared by the form (FormControl `id`) and the focus logic. */
export function fieldId(field: ProfileField): string {
  return `profile-${field}`;
}
