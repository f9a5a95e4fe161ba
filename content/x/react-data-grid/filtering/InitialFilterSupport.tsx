import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];

const tickets = [
  { id: 1, subject: 'Password reset link expired', priority: 'Normal', open: true, ageDays: 2 },
  { id: 2, subject: 'Invoice shows the wrong VAT rate', priority: 'High', open: true, ageDays: 6 },
  { id: 3, subject: 'Card declined at checkout', priority: 'Urgent', open: true, ageDays: 1 },
  { id: 4, subject: 'Change delivery address', priority: 'Low', open: false, ageDays: 12 },
  { id: 5, subject: 'App crashes on photo upload', priority: 'Urgent', open: false, ageDays: 9 },
  { id: 6, subject: 'Add a second admin', priority: 'Low', open: true, ageDays: 4 },
  { id: 7, subject: 'Refund for a damaged kettle', priority: 'High', open: true, ageDays: 3 },
  { id: 8, subject: 'Export to CSV is empty', priority: 'Normal', open: false, ageDays: 20 },
];

const columns: GridColDef<(typeof tickets)[number]>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, width: 120 },
  { field: 'open', headerName: 'Open', type: 'boolean', width: 90 },
  { field: 'ageDays', headerName: 'Age (days)', type: 'number', width: 110 },
];

export default function InitialFilterSupport() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        showToolbar
        // Opens on the open tickets only; the filter can be changed or removed.
        initialState={{
          filter: { filterModel: { items: [{ field: 'open', operator: 'is', value: 'true' }] } },
        }}
        aria-label="Support tickets, open ones first"
      />
    </Box>
  );
}
