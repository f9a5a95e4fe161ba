import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridColDef, type GridGroupNode, useGridApiRef } from '@mui/x-data-grid-premium';
import { createTrades, type Trade } from '../demo-data/commodities';

const columns: GridColDef<Trade>[] = [
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function RememberOpenGroups() {
  const apiRef = useGridApiRef();
  const [seed, setSeed] = React.useState(1);
  const rows = React.useMemo(() => createTrades(120, seed), [seed]);
  // Group ids are built from the grouping keys, so they survive a new set of rows.
  const openGroups = React.useRef(new Set<string>());

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    return api.subscribeEvent('rowExpansionChange', (node) => {
      if (node.type !== 'group') return;
      if (node.childrenExpanded) openGroups.current.add(String(node.id));
      else openGroups.current.delete(String(node.id));
    });
  }, [apiRef]);

  const isGroupExpandedByDefault = React.useCallback((node: GridGroupNode) => openGroups.current.has(String(node.id)), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setSeed((value) => value + 1)}>
          Load new trades
        </Button>
        <Typography variant="body2">Open a desk or two, then load new trades: they stay open.</Typography>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['desk', 'commodity'] } }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          aria-label="Trades by desk and commodity"
        />
      </div>
    </Stack>
  );
}
