import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
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
              // One point per month: group by month, sum both series, and sort the groups
              // (the grouping column) so the line runs in time order.
              rowGrouping: { model: ['month'] },
              // The grouping column shows the month: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { month: false } },
              aggregation: { model: { quantity: 'sum', total: 'sum' } },
              sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
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
