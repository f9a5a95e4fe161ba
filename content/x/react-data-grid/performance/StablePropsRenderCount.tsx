import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

// Defined once, outside the component: the same array on every render.
const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 140 },
];

// DataGrid is wrapped in React.memo: it re-renders only when a prop changes.
// This wrapper is memoized the same way and counts the renders that get through.
const CountedGrid = React.memo(function CountedGrid(props: DataGridProps & { renders: { current: number } }) {
  const { renders, ...gridProps } = props;
  renders.current += 1;
  return <DataGrid {...gridProps} />;
});

export default function StablePropsRenderCount() {
  const [stable, setStable] = React.useState(true);
  // Set once mounted: a time taken on the server would not match the browser's at hydration.
  const [clock, setClock] = React.useState<Date | null>(null);
  const renders = React.useRef(0);

  // Something unrelated re-renders this component every second.
  React.useEffect(() => {
    setClock(new Date());
    const timer = window.setInterval(() => setClock(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  // Generated once, not on every render.
  const rows = React.useMemo(() => createTrades(2000, 2024), []);

  // The same function on every render.
  const rejectedClass = React.useCallback(
    (params: GridRowClassNameParams<Trade>) => (params.row.status === 'Rejected' ? 'trade-rejected' : ''),
    [],
  );

  // With the switch off, every render builds new columns and a new callback,
  // as inline JSX does: the memoized grid has to render again each time.
  const gridColumns = stable ? columns : columns.map((column) => ({ ...column }));
  const getRowClassName = stable
    ? rejectedClass
    : (params: GridRowClassNameParams<Trade>) => (params.row.status === 'Rejected' ? 'trade-rejected' : '');

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />}
          label="Stable props"
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Clock {clock ? clock.toLocaleTimeString('en-GB') : '--:--:--'} · grid renders so far: {renders.current}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 400,
          width: '100%',
          '& .trade-rejected': { color: (theme.vars ?? theme).palette.error.main },
        })}
      >
        <CountedGrid
          renders={renders}
          rows={rows}
          columns={gridColumns}
          getRowClassName={getRowClassName}
          aria-label="2,000 trades next to a ticking clock"
        />
      </Box>
    </Stack>
  );
}
