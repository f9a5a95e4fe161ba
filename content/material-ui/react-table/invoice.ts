export interface InvoiceLine {
  description: string;
  hours: number;
  rate: number;
}

// A freelance design studio's invoice for one month of work.
export const invoiceLines: InvoiceLine[] = [
  { description: 'Discovery workshop', hours: 6, rate: 120 },
  { description: 'Wireframes, checkout flow', hours: 14, rate: 95 },
  { description: 'Visual design, 9 screens', hours: 22, rate: 95 },
  { description: 'Usability test sessions', hours: 5, rate: 110 },
];

export const vatRate = 0.21;
