/** Choices offered by the Loomwork sign-up form. */

export const businessTypes = ['Café', 'Restaurant', 'Bakery', 'Bar or pub', 'Food truck', 'Catering'];

export const teamSizes = [
  { value: '1-5', label: '1–5' },
  { value: '6-15', label: '6–15' },
  { value: '16-40', label: '16–40' },
  { value: '40+', label: '40+' },
];

export const perks = ['Free for 30 days', 'No card needed', 'Staff swap shifts from their phones'];
