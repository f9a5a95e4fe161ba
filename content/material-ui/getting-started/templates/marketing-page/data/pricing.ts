export type Billing = 'monthly' | 'yearly';

export interface Plan {
  id: string;
  name: string;
  blurb: string;
  /** Price per seat per month in pounds, by billing period. Zero is free. */
  price: Record<Billing, number>;
  features: string[];
  cta: string;
  highlighted?: boolean;
}

export const plans: Plan[] = [
  {
    id: 'duo',
    name: 'Duo',
    blurb: 'For two people sharing one inbox.',
    price: { monthly: 0, yearly: 0 },
    features: ['2 seats', '1 shared inbox', 'Collision alerts', '30 days of history'],
    cta: 'Start for free',
  },
  {
    id: 'team',
    name: 'Team',
    blurb: 'For support teams that route and report.',
    price: { monthly: 14, yearly: 12 },
    features: [
      'Up to 25 seats',
      '5 shared inboxes',
      'Routing rules and saved replies',
      'Reports in business hours',
      'Unlimited history',
    ],
    cta: 'Start 14-day trial',
    highlighted: true,
  },
  {
    id: 'company',
    name: 'Company',
    blurb: 'For several teams under one roof.',
    price: { monthly: 26, yearly: 22 },
    features: [
      'Unlimited seats and inboxes',
      'Single sign-on and audit log',
      'Per-team business hours',
      'A named onboarding contact',
    ],
    cta: 'Talk to us',
  },
];
