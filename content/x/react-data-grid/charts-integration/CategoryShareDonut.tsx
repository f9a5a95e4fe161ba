import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

export default function CategoryShareDonut() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <Box sx={{ height: 340, flex: '1 1 420px', minWidth: 0 }}>
          <DataGridPremium
            rows={shopSales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              rowGrouping: { model: ['category'] },
              // The grouping column shows the category: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { category: false } },
              aggregation: { model: { total: 'sum' } },
              chartsIntegration: {
                activeChartId: 'share',
                charts: { share: { dimensions: ['category'], values: ['total'], chartType: 'pie', configuration: { donut: true, height: 300 } } },
              },
            }}
            showToolbar
            aria-label="Orders charted as revenue share per category"
          />
        </Box>
        <Box sx={{ flex: '1 1 280px', minHeight: 300 }}>
          <GridChartsRendererProxy id="share" label="Revenue share per category" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
