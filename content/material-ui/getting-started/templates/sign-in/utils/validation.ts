/** The checks the sign-in form runs before it sends anything. Each returns an error message, or '' when the value is fine. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(value: string): string {
  if (!value.trim()) return 'Enter the email address you use for Tessera.';
  if (!EMAIL_PATTERN.test(value.trim()))
    return 'That doesn’t look like an email address: check for a missing @ or dot.';
  return '';
}

export function checkPassword(value: string): string {
  if (!value) return 'Enter your password.';
  if (value.length < 8) return 'Tessera passwords have at least 8 characters.';
  return '';
}
