import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const incidents = [
  { id: 1, service: 'Checkout', notes: 'Payment provider timed out for card payments between 09:12 and 09:40 UTC. Retries succeeded for most customers; 31 orders were left pending and were reconciled by hand in the afternoon.' },
  { id: 2, service: 'Search', notes: 'Index rebuild ran during peak hours after a scheduling change. Results were stale for about twenty minutes. The job is now pinned to 03:00.' },
  { id: 3, service: 'Email', notes: 'Order confirmations were delayed.' },
  { id: 4, service: 'Warehouse API', notes: 'A certificate expired on the Osaka scanner gateway, so scans queued locally until it was renewed. No scans were lost, but stock counts lagged for two hours and three orders shipped late.' },
];

const columns: GridColDef<(typeof incidents)[number]>[] = [
  { field: 'service', headerName: 'Service', width: 150 },
  // Long text shows the start of the note; the cell expands to show it all, and edits in a text area.
  { field: 'notes', headerName: 'Post-mortem notes', type: 'longText', flex: 1, minWidth: 280, editable: true },
];

export default function IncidentNotesLongText() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={incidents} columns={columns} hideFooter aria-label="Incident log" />
    </Box>
  );
}
