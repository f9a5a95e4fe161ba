import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';

type ReturnRequest = { id: string; order: string; reason: string; requestedOn: string };

const initialRequests: ReturnRequest[] = [
  { id: 'RMA-18', order: 'SO-2291', reason: 'Arrived damaged', requestedOn: '2 June' },
  { id: 'RMA-19', order: 'SO-2304', reason: 'Wrong size', requestedOn: '3 June' },
];

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
        <Typography variant="subtitle1" component="p" color="text.primary">
          No return requests waiting
        </Typography>
        <Typography variant="body2">Requests appear here as soon as a customer starts one.</Typography>
      </Box>
    </GridOverlay>
  );
}

export default function EmptyReturnsOverlay() {
  const [requests, setRequests] = React.useState(initialRequests);
  return (
    <Box sx={{ width: '100%' }}>
      <Button onClick={() => setRequests([])} disabled={!requests.length} sx={{ mb: 1 }}>
        Mark all as processed
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={requests} columns={columns} slots={{ noRowsOverlay: NoReturns }} aria-label="Return requests" hideFooter />
      </Box>
    </Box>
  );
}
