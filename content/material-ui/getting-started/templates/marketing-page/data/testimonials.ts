export const testimonials = [
  {
    quote:
      'We used to paste “I’ve got this one” into Slack. Now the inbox shows it, and the double replies simply stopped.',
    name: 'Rosa Lindqvist',
    role: 'Customer care lead, Northfield Bikes',
    initials: 'RL',
  },
  {
    quote: 'The routing tester sold it to me: I ran our rules against a week of old mail before switching anything on.',
    name: 'Kwame Asante',
    role: 'Operations manager, Okapi Travel',
    initials: 'KA',
  },
  {
    quote: 'Two of us answer for a shop that ships to forty countries. The free plan carried us for a year.',
    name: 'Mei Tanaka',
    role: 'Co-founder, Pollen & Co',
    initials: 'MT',
  },
];

export const customerNames = [
  'Northfield Bikes',
  'Okapi Travel',
  'Pollen & Co',
  'Maple Ledger',
  'Brightloom',
  'Vantage Dental',
];
