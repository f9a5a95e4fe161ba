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
              chartsIntegration: { activeChartId: 'explore', charts: { explore: { chartType: 'bar' } } },
              sidebar: { open: true, value: GridSidebarValue.Charts },
            }}
            showToolbar
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
