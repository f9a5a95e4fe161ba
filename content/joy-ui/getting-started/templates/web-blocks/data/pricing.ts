export type BillingPeriod = 'monthly' | 'yearly';

export interface Plan {
  id: string;
  name: string;
  summary: string;
  /** Prices in whole pence, VAT included: per month when billed monthly, per year when yearly. */
  price: Record<BillingPeriod, number>;
  features: string[];
  action: { label: string; href: string };
  /** The plan most gardens choose: drawn out and labelled. */
  highlighted?: boolean;
}

export const pricingIntro = {
  title: 'One price per garden, not per grower',
  lead: 'Every plan covers all your members. Pay by the month, or by the year and get two months free.',
  footnote: 'Prices include VAT. Schools and charities get 40% off the paid plans.',
};

export const periods: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export const plans: Plan[] = [
  {
    id: 'seedling',
    name: 'Seedling',
    summary: 'For a new garden finding its feet.',
    price: { monthly: 0, yearly: 0 },
    features: ['Up to 12 plots', 'Bed map and watering rota', 'One coordinator', 'Help from the community forum'],
    action: { label: 'Start for free', href: '#' },
  },
  {
    id: 'grower',
    name: 'Grower',
    summary: 'For a garden with a full season behind it.',
    price: { monthly: 600, yearly: 6000 },
    features: ['Up to 60 plots', 'Sowing calendar for your site', 'Harvest log and yearly report', 'Frost and heatwave alerts', 'Three coordinators'],
    action: { label: 'Try Grower free for 30 days', href: '#' },
    highlighted: true,
  },
  {
    id: 'society',
    name: 'Society',
    summary: 'For allotment societies with several sites.',
    price: { monthly: 1500, yearly: 15000 },
    features: ['Unlimited plots and sites', 'Waiting list and plot offers', 'Plot fees by card or bank', 'Unlimited coordinators', 'Email support within a day'],
    action: { label: 'Talk to us', href: '#' },
  },
];
