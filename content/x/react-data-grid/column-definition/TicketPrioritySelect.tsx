import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const priorities = [
  { value: 1, label: 'Urgent' },
  { value: 2, label: 'High' },
  { value: 3, label: 'Normal' },
  { value: 4, label: 'Low' },
];

const agents = { EMEA: ['Amara', 'Sven', 'Zofia'], APAC: ['Hiroshi', 'Priya', 'Wen'] } as const;

const tickets = [
  { id: 4101, subject: 'Grinder arrived with a cracked hopper', region: 'EMEA', priority: 2, agent: 'Sven' },
  { id: 4102, subject: 'Refund not received after 14 days', region: 'APAC', priority: 1, agent: 'Priya' },
  { id: 4103, subject: 'How do I descale the kettle?', region: 'EMEA', priority: 4, agent: 'Amara' },
  { id: 4104, subject: 'Wrong roast in subscription box', region: 'APAC', priority: 3, agent: 'Wen' },
];

const columns: GridColDef<(typeof tickets)[number]>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'region', headerName: 'Region', width: 90 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    editable: true,
    width: 110,
    // Objects store a number and show a label; sorting uses the number.
    valueOptions: priorities,
  },
  {
    field: 'agent',
    headerName: 'Agent',
    type: 'singleSelect',
    editable: true,
    width: 110,
    // Options that depend on the row: only agents of the ticket's region.
    valueOptions: ({ row }) => (row ? [...agents[row.region as keyof typeof agents]] : [...agents.EMEA, ...agents.APAC]),
  },
];

export default function TicketPrioritySelect() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} hideFooter aria-label="Support tickets" />
    </Box>
  );
}
