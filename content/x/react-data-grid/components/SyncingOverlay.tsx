import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 815);

// Replaces the loading overlay: a card with a spinner and a sentence, over the current rows.
function SyncingLoadingOverlay(props: GridSlotProps['loadingOverlay']) {
  // `variant` and `noRowsVariant` are meant for the default overlay: keep them off the DOM.
  const { variant, noRowsVariant, ...overlayProps } = props;
  return (
    <GridOverlay {...overlayProps}>
      <Paper elevation={3} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography variant="body2" role="status">
          Syncing positions with the exchange…
        </Typography>
      </Paper>
    </GridOverlay>
  );
}

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function SyncingOverlay() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Sync in progress" />
      <Box sx={{ height: 380 }}>
        <DataGrid rows={trades} columns={columns} loading={loading} slots={{ loadingOverlay: SyncingLoadingOverlay }} aria-label="Open positions" />
      </Box>
    </Box>
  );
}
