/** Field checks for the sign-in and reset forms. Each returns an error message, or '' when the value is fine. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(value: string): string {
  const email = value.trim();
  if (!email) {
    return 'Enter the email you use for Kestrel.';
  }
  if (!EMAIL_PATTERN.test(email)) {
    return 'That does not look like an email address: check for a missing @ or domain.';
  }
  return '';
}

export function checkPassword(value: string): string {
  if (!value) {
    return 'Enter your password.';
  }
  if (value.length < 8) {
    return 'Kestrel passwords have at least 8 characters.';
  }
  return '';
}
