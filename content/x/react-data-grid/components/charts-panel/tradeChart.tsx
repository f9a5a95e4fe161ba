import BarChartRounded from '@mui/icons-material/BarChartRounded';
import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { GridChartsPanelProps } from '@mui/x-data-grid-premium';
import { createTrades, type Trade } from '../../demo-data/commodities';

/** 240 trades of a commodities desk. */
export const trades: Trade[] = createTrades(240, 8);

/** The chart types the panel offers, and the settings its Customize tab shows for each. */
export const tradeChartSchema: NonNullable<GridChartsPanelProps['schema']> = {
  column: {
    label: 'Columns',
    icon: BarChartRounded,
    maxDimensions: 1,
    dimensionsLabel: 'Group by',
    valuesLabel: 'Measures',
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          horizontal: { label: 'Horizontal bars', type: 'boolean', default: false },
          height: { label: 'Height (px)', type: 'number', default: 260, htmlAttributes: { min: '180', max: '420' } },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartRounded,
    maxDimensions: 1,
    dimensionsLabel: 'Along',
    valuesLabel: 'Lines',
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: { height: { label: 'Height (px)', type: 'number', default: 260 } },
      },
    ],
  },
};

interface TradeChartProps {
  dimensions: { id: string; label: string; data: (string | number | null)[] }[];
  values: { id: string; label: string; data: (number | null)[] }[];
  chartType: string;
  configuration: Record<string, string | number | boolean | null>;
}

/** Draws what the grid computed: one category axis, one series per value field. */
export function TradeChart({ dimensions, values, chartType, configuration }: TradeChartProps) {
  const categories = dimensions[0];
  if (!categories || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
        Pick a field to group by and at least one measure in the chart panel.
      </Typography>
    );
  }
  const labels = categories.data.map((value) => String(value ?? '(empty)'));
  const series = values.map((value) => ({ label: value.label, data: value.data }));
  const height = Number(configuration.height) || 260;

  if (chartType === 'line') {
    return <LineChart height={height} xAxis={[{ scaleType: 'point', data: labels }]} series={series} />;
  }
  return configuration.horizontal ? (
    <BarChart height={height} layout="horizontal" yAxis={[{ scaleType: 'band', data: labels, width: 110 }]} series={series} />
  ) : (
    <BarChart height={height} xAxis={[{ scaleType: 'band', data: labels }]} series={series} />
  );
}
