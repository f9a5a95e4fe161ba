import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

export default function RevenueByCountryChart() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={shopSales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              // The chart reads one point per row at the grid's grouping depth: group by the
              // category so each country is one bar, with its summed revenue.
              rowGrouping: { model: ['country'] },
              // The grouping column shows the country: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { country: false } },
              aggregation: { model: { total: 'sum' } },
              chartsIntegration: {
                activeChartId: 'revenue',
                charts: { revenue: { dimensions: ['country'], values: ['total'], chartType: 'bar' } },
              },
            }}
            showToolbar
            aria-label="Orders charted as revenue per country"
          />
        </Box>
        <Box sx={{ minHeight: 290, mt: 2 }}>
          <GridChartsRendererProxy id="revenue" label="Revenue per country" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
