import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  type GridColDef,
  GridChartsIcon,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  Toolbar,
} from '@mui/x-data-grid-premium';
import type { Trade } from '../../demo-data/commodities';
import { TradeChart, tradeChartSchema, trades } from './tradeChart';

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'trader', headerName: 'Trader', width: 160, chartable: false },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
];

function TradesToolbar() {
  return (
    <Toolbar>
      <Typography component="h3" variant="subtitle1" sx={{ flex: 1, px: 0.5, fontWeight: 600 }}>
        Trades
      </Typography>
      <ChartsPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<GridChartsIcon fontSize="small" />}
          >
            {state.open ? 'Close chart settings' : 'Chart settings'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ChartsButtonToolbar() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            rows={trades}
            columns={columns}
            chartsIntegration
            // Still experimental in MUI X 8.29.3: without this flag the integration is switched off.
            experimentalFeatures={{ charts: true }}
            slots={{ toolbar: TradesToolbar, chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: tradeChartSchema } }}
            showToolbar
            initialState={{
              // The chart gets one point per row at the grid's grouping level: group by desk so
              // each desk is one bar. Unit price is averaged if the reader adds it as a measure.
              rowGrouping: { model: ['desk'] },
              // The grouping column shows the desk: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { desk: false } },
              aggregation: { model: { quantity: 'sum', unitPrice: 'avg' } },
              chartsIntegration: {
                activeChartId: 'by-desk',
                charts: { 'by-desk': { dimensions: ['desk'], values: ['quantity'], chartType: 'column' } },
              },
            }}
            aria-label="Commodity trades that feed the chart below"
          />
        </Box>
        <Box component="figure" aria-label="Chart of the trades" sx={{ m: 0, mt: 2, minHeight: 260 }}>
          <GridChartsRendererProxy id="by-desk" label="Quantity per desk" renderer={TradeChart} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
