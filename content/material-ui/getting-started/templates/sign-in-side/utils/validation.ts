/** Form checks for the member sign-in. Each returns a message for the field, or '' when it passes. */

export function checkEmail(value: string): string {
  const email = value.trim();
  if (!email) return 'Enter the email on your membership.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return 'Enter an email like name@company.com.';
  return '';
}

export function checkPassword(value: string): string {
  return value ? '' : 'Enter your password.';
}

/** One-time codes are six digits; spaces pasted from an email are ignored. */
export function checkCode(value: string): string {
  const digits = value.replace(/\s/g, '');
  if (!digits) return 'Enter the code from your email.';
  if (!/^\d{6}$/.test(digits)) return 'The code is 6 digits.';
  return '';
}
