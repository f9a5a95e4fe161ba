import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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

const trades = createTrades(120, 1);

// The grid of the "Trades" tab. It unmounts when the reader switches tabs,
// so the open groups are kept by the parent, in a set that outlives it.
function TradesGrid({ openGroups }: { openGroups: Set<string> }) {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    return api.subscribeEvent('rowExpansionChange', (node) => {
      if (node.type !== 'group') return;
      if (node.childrenExpanded) openGroups.add(String(node.id));
      else openGroups.delete(String(node.id));
    });
  }, [apiRef, openGroups]);

  // Group ids are built from the grouping keys (`auto-generated-row-desk/EMEA`),
  // so the ids recorded before the unmount name the same groups after it.
  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => openGroups.has(String(node.id)),
    [openGroups],
  );

  return (
    <div style={{ height: 400 }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={trades}
        columns={columns}
        initialState={{ rowGrouping: { model: ['desk', 'commodity'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        aria-label="Trades by desk and commodity"
      />
    </div>
  );
}

export default function RememberOpenGroups() {
  const [tab, setTab] = React.useState<'trades' | 'notes'>('trades');
  const [openGroups] = React.useState(() => new Set<string>());

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)} aria-label="Trading desk views">
        <Tab value="trades" label="Trades" id="remember-tab-trades" aria-controls="remember-panel" />
        <Tab value="notes" label="Desk notes" id="remember-tab-notes" aria-controls="remember-panel" />
      </Tabs>
      <Box role="tabpanel" id="remember-panel" aria-labelledby={`remember-tab-${tab}`} sx={{ pt: 1 }}>
        {tab === 'trades' ? (
          <TradesGrid openGroups={openGroups} />
        ) : (
          <Typography variant="body2" sx={{ py: 2 }}>
            Open a desk or two on the Trades tab, come here, then go back: the same groups are open.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
