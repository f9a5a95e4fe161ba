import type { GridColDef } from '@mui/x-data-grid';

export type Ticket = {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'Urgent';
  openedOn: string;
};

export const tickets: Ticket[] = [
  { id: 4012, subject: 'Invoice shows the wrong VAT number', customer: 'Hartley & Sons', priority: 'Normal', openedOn: '2026-03-02' },
  { id: 4013, subject: 'Cannot reset password from mobile app', customer: 'Nordlicht GmbH', priority: 'Urgent', openedOn: '2026-03-02' },
  { id: 4015, subject: 'Request to add a second billing contact', customer: 'Casa Azul', priority: 'Low', openedOn: '2026-03-03' },
  { id: 4018, subject: 'Export to CSV drops accented names', customer: 'Brasserie Lumière', priority: 'Normal', openedOn: '2026-03-04' },
  { id: 4021, subject: 'Webhook retries stopped after outage', customer: 'Kestrel Logistics', priority: 'Urgent', openedOn: '2026-03-05' },
];

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'openedOn', headerName: 'Opened', width: 120 },
];
