/** The values of each step, and the checks run when the reader presses Continue. */

export interface AddressValues {
  email: string;
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  phone: string;
}

export interface PaymentValues {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

export const emptyAddress: AddressValues = {
  email: '',
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  phone: '',
};
export const emptyPayment: PaymentValues = { cardName: '', cardNumber: '', expiry: '', cvc: '' };

/** A loose check of a UK postcode's shape: "BS2 0JZ", "SW1A 1AA". */
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export function checkAddress(values: AddressValues): Errors<AddressValues> {
  const errors: Errors<AddressValues> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim()))
    errors.email = 'Enter an email for the receipt and tracking link.';
  if (!values.fullName.trim()) errors.fullName = 'Enter the name of the person receiving the parcel.';
  if (!values.line1.trim()) errors.line1 = 'Enter the first line of the address.';
  if (!values.city.trim()) errors.city = 'Enter a town or city.';
  if (!POSTCODE.test(values.postcode.trim())) errors.postcode = 'Enter a UK postcode, like BS2 0JZ.';
  return errors;
}

/** Luhn checksum: catches most mistyped card numbers before the payment provider sees them. */
function passesLuhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkPayment(values: PaymentValues): Errors<PaymentValues> {
  const errors: Errors<PaymentValues> = {};
  const digits = values.cardNumber.replace(/\s/g, '');
  if (!values.cardName.trim()) errors.cardName = 'Enter the name as it appears on the card.';
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    errors.cardNumber = 'Check the card number: it should be 13 to 19 digits.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry);
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'Enter the expiry date as MM / YY.';
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  return errors;
}

/** Groups card digits in fours as the reader types. */
export function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Turns "0927" into "09 / 27". */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
