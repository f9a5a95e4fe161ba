import type { GridColDef } from '@mui/x-data-grid';
import { createRandom, DEMO_TODAY } from '../demo-data/random';

/** One invoice of a design studio. */
export interface Invoice {
  id: number;
  number: string;
  client: string;
  project: string;
  issued: Date;
  amount: number;
  paid: boolean;
}

const CLIENTS = ['Lindqvist Bakery', 'Okafor & Sons', 'Moretti Wines', 'Kamau Logistics', 'Tanaka Ceramics', 'Rojas Cycling'];
const PROJECTS = ['Logo refresh', 'Packaging', 'Website', 'Trade-fair stand', 'Menu design'];

/** Invoices, the same for the same count; numbers run from INV-2026-001. */
export function createInvoices(count: number): Invoice[] {
  const random = createRandom(31);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    number: `INV-2026-${String(index + 1).padStart(3, '0')}`,
    client: random.pick(CLIENTS),
    project: random.pick(PROJECTS),
    issued: random.dateBefore(DEMO_TODAY, 180),
    amount: random.int(8, 120) * 50,
    paid: random.chance(0.6),
  }));
}

export const invoices = createInvoices(40);

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'project', headerName: 'Project', width: 150 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount (EUR)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | undefined) => (value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2 })),
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];
