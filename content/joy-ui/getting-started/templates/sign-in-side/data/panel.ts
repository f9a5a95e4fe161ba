/** Copy and figures for the brand panel beside the form. */

export interface PanelFigure {
  label: string;
  value: string;
  note: string;
}

export interface PanelPoint {
  title: string;
  body: string;
}

export const headline = 'Your books, closed by Friday.';

export const intro =
  'Kestrel matches bank lines to invoices while you work, so month-end is a review, not a rescue.';

export const figures: PanelFigure[] = [
  { label: 'Paid this month', value: '£18,420', note: '14 invoices' },
  { label: 'Awaiting payment', value: '£3,150', note: '3 invoices, 1 overdue' },
  { label: 'Matched automatically', value: '92%', note: 'of 211 bank lines' },
];

export const points: PanelPoint[] = [
  { title: 'Reconciled overnight', body: 'New bank lines arrive by 6 am and match to invoices by amount and reference.' },
  { title: 'VAT without a spreadsheet', body: 'Quarterly returns are drafted from your ledger, ready for your accountant.' },
  { title: 'Reminders that sound like you', body: 'Gentle follow-ups go out on day 7 and day 14, in your own words.' },
];

export const quote = {
  text: 'I used to lose a weekend every quarter. Now I check Kestrel on Friday afternoon and I am done.',
  name: 'Priya Raman',
  role: 'Illustrator, Leeds',
};
