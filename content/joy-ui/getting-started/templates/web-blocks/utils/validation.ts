/** Checks for the newsletter form. Each returns the message to show, or '' when the value is fine. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// The shape of a UK postcode: "LS6 2AB", "SW1A 1AA", "M1 1AE". It does not check that it exists.
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export function checkEmail(value: string): string {
  const email = value.trim();
  if (!email) {
    return 'Enter the email address the letter should go to.';
  }
  if (!EMAIL.test(email)) {
    return 'Check the address: it needs an @ and a domain, like name@garden.org.';
  }
  return '';
}

export function checkPostcode(value: string, wanted: boolean): string {
  if (!wanted) {
    return '';
  }
  const postcode = value.trim();
  if (!postcode) {
    return 'Enter your garden’s postcode, or untick frost alerts.';
  }
  if (!POSTCODE.test(postcode)) {
    return 'That is not a UK postcode: try the form LS6 2AB.';
  }
  return '';
}
