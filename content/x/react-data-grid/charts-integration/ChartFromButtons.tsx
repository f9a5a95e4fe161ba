import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

const CHART = 'report';

export default function ChartFromButtons() {
  const apiRef = useGridApiRef();
  const [frozen, setFrozen] = React.useState(false);

  const show = (dimension: string, value: string, type: string) => {
    const api = apiRef.current;
    if (!api) return;
    api.updateChartDimensionsData(CHART, [{ field: dimension }]);
    api.updateChartValuesData(CHART, [{ field: value }]);
    api.setChartType(CHART, type);
  };

  const toggleFrozen = (checked: boolean) => {
    setFrozen(checked);
    // An unsynced chart keeps its data while the grid changes.
    apiRef.current?.setChartSynchronizationState(CHART, !checked);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button size="small" variant="outlined" onClick={() => show('country', 'total', 'bar')}>
            Revenue by country
          </Button>
          <Button size="small" variant="outlined" onClick={() => show('status', 'quantity', 'pie')}>
            Units by status
          </Button>
          <Button size="small" variant="outlined" onClick={() => show('month', 'total', 'line')}>
            Revenue by month
          </Button>
          <FormControlLabel
            control={<Switch checked={frozen} onChange={(event) => toggleFrozen(event.target.checked)} />}
            label="Freeze the chart"
          />
        </Stack>
        <Box sx={{ height: 340 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={shopSales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              // Once the grid is grouped, changing the chart's category regroups it and adds a
              // sum for a new value field.
              rowGrouping: { model: ['country'] },
              // The grouping column shows the country: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { country: false } },
              aggregation: { model: { total: 'sum' } },
              chartsIntegration: {
                activeChartId: CHART,
                charts: { [CHART]: { dimensions: ['country'], values: ['total'], chartType: 'bar' } },
              },
            }}
            showToolbar
            aria-label="Orders charted from buttons"
          />
        </Box>
        <Box sx={{ minHeight: 290 }}>
          <GridChartsRendererProxy id={CHART} label="Report chart" renderer={ChartRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
