export interface Invoice {
  id: string;
  /** ISO date the invoice was issued. */
  issued: string;
  /** Whole pence. */
  amount: number;
  /** ISO date payment is due, for an unpaid invoice; paid ones have none. */
  due?: string;
}

export const plan = {
  name: 'Practice plan',
  seats: 14,
  seatsUsed: 12,
  /** Whole pence per seat each month. */
  pricePerSeat: 600,
  renews: '2025-07-01',
  card: { brand: 'Visa', last4: '4821', expires: '09/27' },
};

export const invoices: Invoice[] = [
  { id: 'WF-2025-06', issued: '2025-06-01', amount: 8400, due: '2025-06-15' },
  { id: 'WF-2025-05', issued: '2025-05-01', amount: 8400 },
  { id: 'WF-2025-04', issued: '2025-04-01', amount: 7800 },
  { id: 'WF-2025-03', issued: '2025-03-01', amount: 7800 },
];
