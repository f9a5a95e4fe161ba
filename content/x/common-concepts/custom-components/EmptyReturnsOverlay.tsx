import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

type ReturnRequest = { id: string; order: string; reason: string; requestedOn: string };

const columns: GridColDef<ReturnRequest>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'reason', headerName: 'Reason', flex: 1 },
  { field: 'requestedOn', headerName: 'Requested', width: 130 },
];

function NoReturns() {
  return (
    <GridOverlay>
      <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 2 }}>
        <AssignmentReturnOutlined sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography variant="subtitle1" color="text.primary">
          No return requests this week
        </Typography>
        <Typography variant="body2">Requests appear here as soon as a customer starts one.</Typography>
      </Box>
    </GridOverlay>
  );
}

export default function EmptyReturnsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} slots={{ noRowsOverlay: NoReturns }} aria-label="Return requests" />
    </Box>
  );
}
