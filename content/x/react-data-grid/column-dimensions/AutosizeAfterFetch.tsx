import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity' },
  { field: 'traderEmail', headerName: 'Trader' },
  { field: 'desk', headerName: 'Desk' },
  { field: 'status', headerName: 'Status' },
];

/** Stands in for a request to your API. */
function fetchTrades(): Promise<Trade[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(createTrades(25, 8)), 1200);
  });
}

export default function AutosizeAfterFetch() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Trade[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchTrades().then((trades) => {
      if (active) {
        setRows(trades);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  // Size the columns once the rows are in, not on mount when the grid is empty.
  React.useEffect(() => {
    if (rows.length > 0) {
      apiRef.current?.autosizeColumns({ includeHeaders: true });
    }
  }, [rows, apiRef]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} aria-label="Trades loaded from the server" />
    </Box>
  );
}
