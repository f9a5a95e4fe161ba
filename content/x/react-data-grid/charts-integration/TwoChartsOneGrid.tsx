import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

export default function TwoChartsOneGrid() {
  // The charts panel and the grid's grouping follow the active chart.
  const [activeChartId, setActiveChartId] = React.useState('byStatus');

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={activeChartId}
          onChange={(_event, value: string | null) => value && setActiveChartId(value)}
          aria-label="Chart the grid drives"
          sx={{ mb: 1 }}
        >
          <ToggleButton value="byStatus">Orders by status</ToggleButton>
          <ToggleButton value="byProduct">Units by product</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ height: 340 }}>
          <DataGridPremium
            rows={shopSales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            activeChartId={activeChartId}
            onActiveChartIdChange={setActiveChartId}
            initialState={{
              chartsIntegration: {
                charts: {
                  byStatus: { dimensions: ['status'], values: ['total'], chartType: 'bar' },
                  byProduct: { dimensions: ['product'], values: ['quantity'], chartType: 'bar', configuration: { horizontal: true } },
                },
              },
            }}
            showToolbar
            aria-label="Orders driving two charts"
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2, minHeight: 290 }}>
          <GridChartsRendererProxy id="byStatus" label="Revenue by status" renderer={ChartRenderer} />
          <GridChartsRendererProxy id="byProduct" label="Units by product" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
