import BarChartRounded from '@mui/icons-material/BarChartRounded';
import PieChartRounded from '@mui/icons-material/PieChartRounded';
import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { GridChartsPanelProps, GridChartsRendererProxyRendererCallback } from '@mui/x-data-grid-premium';
import type * as React from 'react';

type Schema = NonNullable<GridChartsPanelProps['schema']>;

/** The chart types the charts panel offers, with the settings each one has. */
export const chartSchema: Schema = {
  bar: {
    label: 'Bar',
    icon: BarChartRounded,
    maxDimensions: 1,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    customization: [
      {
        id: 'bars',
        label: 'Bars',
        controls: {
          horizontal: { label: 'Horizontal bars', type: 'boolean', default: false },
          stacked: {
            label: 'Stack series',
            type: 'boolean',
            default: false,
            isHidden: ({ values }) => values.length < 2,
          },
          height: { label: 'Height (px)', type: 'number', default: 280, htmlAttributes: { min: '160', max: '480', step: '20' } },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartRounded,
    maxDimensions: 1,
    dimensionsLabel: 'X axis',
    valuesLabel: 'Lines',
    customization: [
      {
        id: 'lines',
        label: 'Lines',
        controls: {
          area: { label: 'Fill the area', type: 'boolean', default: false },
          height: { label: 'Height (px)', type: 'number', default: 280 },
        },
      },
    ],
  },
  pie: {
    label: 'Pie',
    icon: PieChartRounded,
    maxDimensions: 1,
    maxValues: 1,
    dimensionsLabel: 'Slices',
    valuesLabel: 'Size',
    customization: [
      {
        id: 'pie',
        label: 'Pie',
        controls: {
          donut: { label: 'Donut', type: 'boolean', default: true },
          height: { label: 'Height (px)', type: 'number', default: 280 },
        },
      },
    ],
  },
};

interface RendererProps {
  dimensions: { id: string; label: string; data: (string | number | null)[] }[];
  values: { id: string; label: string; data: (number | null)[] }[];
  chartType: string;
  configuration: Record<string, string | number | boolean | null>;
  onRender?: GridChartsRendererProxyRendererCallback;
}

/** Draws the grid's chart state with MUI X Charts: one category axis and one series per value. */
export function ChartRenderer({ dimensions, values, chartType, configuration, onRender }: RendererProps) {
  const categories = (dimensions[0]?.data ?? []).map((value) => String(value ?? '—'));
  const height = Number(configuration.height ?? 280);

  if (categories.length === 0 || values.length === 0) {
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Pick a category and a value in the charts panel to draw a chart.
        </Typography>
      </Box>
    );
  }

  let type = chartType;
  let props: Record<string, unknown>;
  let Component: React.ComponentType<any>;
  if (chartType === 'pie') {
    Component = PieChart;
    props = {
      height,
      series: [
        {
          innerRadius: configuration.donut ? 60 : 0,
          data: categories.map((label, index) => ({ id: label, label, value: values[0].data[index] ?? 0 })),
        },
      ],
    };
  } else if (chartType === 'line') {
    Component = LineChart;
    props = {
      height,
      xAxis: [{ scaleType: 'point', data: categories }],
      series: values.map((value) => ({ label: value.label, data: value.data, area: Boolean(configuration.area) })),
    };
  } else {
    type = 'bar';
    Component = BarChart;
    const horizontal = Boolean(configuration.horizontal);
    const band = { scaleType: 'band' as const, data: categories };
    props = {
      height,
      layout: horizontal ? 'horizontal' : 'vertical',
      [horizontal ? 'yAxis' : 'xAxis']: [horizontal ? { ...band, width: 120 } : band],
      series: values.map((value) => ({ label: value.label, data: value.data, stack: configuration.stacked ? 'all' : undefined })),
    };
  }

  return onRender ? onRender(type, props, Component) : <Component {...props} />;
}
