/** Checks for the sign-up form. Messages say what to do, not only what is wrong. */

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  business: string;
  businessType: string;
  teamSize: string;
  terms: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** The rules a password must meet, shown as a live checklist under the field. */
export const passwordRules = [
  { id: 'length', label: 'At least 10 characters', test: (value: string) => value.length >= 10 },
  {
    id: 'case',
    label: 'Upper and lower case letters',
    test: (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value),
  },
  { id: 'digit', label: 'A number or a symbol', test: (value: string) => /[\d\W_]/.test(value) },
];

/** 0 to 3: how many rules the password meets. */
export function passwordScore(value: string) {
  return passwordRules.filter((rule) => rule.test(value)).length;
}

export function validate(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!values.email.trim()) errors.email = 'Enter an email address; we’ll send a confirmation link to it.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim()))
    errors.email = 'Enter an email like sam@yourcafe.com.';
  if (passwordScore(values.password) < passwordRules.length)
    errors.password = 'Choose a password that meets all three rules below.';
  if (!values.business.trim()) errors.business = 'Enter the name your staff know the business by.';
  if (!values.businessType) errors.businessType = 'Choose the closest match.';
  if (!values.teamSize) errors.teamSize = 'Choose how many people you schedule.';
  if (!values.terms) errors.terms = 'You need to accept the terms to create an account.';
  return errors;
}
