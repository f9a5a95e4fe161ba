import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import {
  DataGridPremium,
  type GridColDef,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import type { Trade } from '../../demo-data/commodities';
import { TradeChart, tradeChartSchema, trades } from './tradeChart';

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function OpenChartSettings() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState(false);

  const toggle = () => {
    apiRef.current?.setChartsPanelOpen(!open);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1.5} sx={{ width: '100%' }}>
        <Box>
          <Button variant="outlined" size="small" onClick={toggle} aria-expanded={open}>
            {open ? 'Hide the chart settings' : 'Change this chart'}
          </Button>
        </Box>
        <Box component="figure" aria-label="Chart of quantity per commodity" sx={{ m: 0, minHeight: 260 }}>
          <GridChartsRendererProxy id="by-commodity" label="Quantity per commodity" renderer={TradeChart} />
        </Box>
        <Box sx={{ height: 380 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={trades}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: tradeChartSchema } }}
            onSidebarOpen={() => setOpen(true)}
            onSidebarClose={() => setOpen(false)}
            initialState={{
              // One bar per commodity: the chart reads the grid's group rows and their sums.
              rowGrouping: { model: ['commodity'] },
              // The grouping column shows the commodity: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { commodity: false } },
              aggregation: { model: { quantity: 'sum' } },
              chartsIntegration: {
                activeChartId: 'by-commodity',
                charts: {
                  'by-commodity': {
                    dimensions: ['commodity'],
                    values: ['quantity'],
                    chartType: 'column',
                    configuration: { horizontal: true, height: 300 },
                  },
                },
              },
            }}
            aria-label="Trades feeding the chart above"
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
