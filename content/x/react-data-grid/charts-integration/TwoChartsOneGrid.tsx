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
  // The charts panel edits the active chart. Both charts share the grid's one grouping (status),
  // so they use the same category and differ in their values and chart type.
  const [activeChartId, setActiveChartId] = React.useState('revenue');

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
          <ToggleButton value="revenue">Revenue by status</ToggleButton>
          <ToggleButton value="units">Units by status</ToggleButton>
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
              rowGrouping: { model: ['status'] },
              // The grouping column shows the status: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { status: false } },
              aggregation: { model: { total: 'sum', quantity: 'sum' } },
              chartsIntegration: {
                charts: {
                  revenue: { dimensions: ['status'], values: ['total'], chartType: 'bar' },
                  units: { dimensions: ['status'], values: ['quantity'], chartType: 'pie', configuration: { donut: true } },
                },
              },
            }}
            showToolbar
            aria-label="Orders driving two charts"
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2, minHeight: 290 }}>
          <GridChartsRendererProxy id="revenue" label="Revenue by status" renderer={ChartRenderer} />
          <GridChartsRendererProxy id="units" label="Units by status" renderer={ChartRenderer} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
