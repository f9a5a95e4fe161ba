import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

export default function PickYourChart() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 460 }}>
          <DataGridPremium
            rows={shopSales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              // Start grouped, so the category a reader picks regroups the rows and each
              // category becomes one point; without grouping, a single category charts every row.
              rowGrouping: { model: ['category'] },
              // The grouping column shows the category: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { category: false } },
              aggregation: { model: { total: 'sum' } },
              chartsIntegration: { activeChartId: 'explore', charts: { explore: { chartType: 'bar' } } },
              sidebar: { open: true, value: GridSidebarValue.Charts },
            }}
            showToolbar
            sx={(theme) => ({
              // The panel draws the selected chart type in the primary colour on a tint of it, just
              // under 4.5:1 for its 12 px label in the light scheme; the darker shade passes in both.
              '& .MuiDataGrid-chartTypeRoot': {
                '--DataGrid-t-color-interactive-selected': (theme.vars || theme).palette.primary.dark,
              },
            })}
            aria-label="Orders, build a chart from the charts panel"
          />
        </Box>
        <Box sx={{ minHeight: 290, mt: 2 }}>
          <GridChartsRendererProxy id="explore" label="Your chart" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
