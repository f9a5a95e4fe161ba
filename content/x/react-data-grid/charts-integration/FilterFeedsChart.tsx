import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

export default function FilterFeedsChart() {
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
              rowGrouping: { model: ['country'] },
              // The grouping column shows the country: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { country: false } },
              aggregation: { model: { quantity: 'sum' } },
              filter: { filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Equipment' }] } },
              chartsIntegration: {
                activeChartId: 'equipment',
                charts: { equipment: { dimensions: ['country'], values: ['quantity'], chartType: 'bar' } },
              },
            }}
            showToolbar
            aria-label="Equipment orders; change the filter to redraw the chart"
          />
        </Box>
        <Box sx={{ minHeight: 290, mt: 2 }}>
          <GridChartsRendererProxy id="equipment" label="Units per country, filtered" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
