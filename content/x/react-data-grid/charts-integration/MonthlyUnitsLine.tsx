import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

export default function MonthlyUnitsLine() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 340 }}>
          <DataGridPremium
            rows={shopSales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              sorting: { sortModel: [{ field: 'month', sort: 'asc' }] },
              chartsIntegration: {
                activeChartId: 'trend',
                charts: {
                  trend: { dimensions: ['month'], values: ['quantity', 'total'], chartType: 'line', configuration: { area: false, height: 300 } },
                },
              },
            }}
            showToolbar
            aria-label="Orders charted as units and revenue per month"
          />
        </Box>
        <Box sx={{ minHeight: 310, mt: 2 }}>
          <GridChartsRendererProxy id="trend" label="Units and revenue per month" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
