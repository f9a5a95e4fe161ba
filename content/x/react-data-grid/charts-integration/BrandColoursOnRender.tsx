import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyRendererCallback,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chart-kit';
import { salesColumns, shopSales } from './shopSales';

const BRAND = ['#6f4e37', '#c8a27a', '#2f6f5e', '#d9643a'];

// Last stop before drawing: add brand colours and a currency formatter to whatever chart was chosen.
const brandChart: GridChartsRendererProxyRendererCallback = (type, props, Component) => {
  const money = (value: number | null) => (value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`);
  // Pie slices hand their formatter an item, bars and lines a number.
  const valueFormatter = type === 'pie' ? (item: { value: number }) => money(item.value) : money;
  const series = (props.series as Record<string, unknown>[]).map((item) => ({ ...item, valueFormatter }));
  return <Component {...props} colors={BRAND} series={series} grid={type === 'pie' ? undefined : { horizontal: true }} />;
};

export default function BrandColoursOnRender() {
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
              rowGrouping: { model: ['category'] },
              // The grouping column shows the category: hide its own column, as the panel does when it regroups.
              columns: { columnVisibilityModel: { category: false } },
              aggregation: { model: { total: 'sum' } },
              chartsIntegration: {
                activeChartId: 'brand',
                charts: { brand: { dimensions: ['category'], values: ['total'], chartType: 'bar' } },
              },
            }}
            showToolbar
            aria-label="Orders charted in brand colours"
          />
        </Box>
        <Box sx={{ minHeight: 290, mt: 2 }}>
          <GridChartsRendererProxy id="brand" label="Revenue per category" renderer={ChartRenderer} onRender={brandChart} />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
