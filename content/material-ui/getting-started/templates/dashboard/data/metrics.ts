/** Key figures and booked volume for Quayline Freight's European network, per reporting range. */

export type Range = '7d' | '30d' | '90d';

export const rangeLabels: Record<Range, { short: string; comparison: string; period: string }> = {
  '7d': { short: '7 days', comparison: 'vs previous 7 days', period: '15–21 September 2025' },
  '30d': { short: '30 days', comparison: 'vs previous 30 days', period: '23 August – 21 September 2025' },
  '90d': { short: 'Quarter', comparison: 'vs previous quarter', period: '1 July – 21 September 2025' },
};

export interface Metric {
  id: string;
  label: string;
  value: string;
  change: string;
  /** Whether the change is good news: lower is better for delays and exceptions. */
  favourable: boolean;
  trend: number[];
}

export const metrics: Record<Range, Metric[]> = {
  '7d': [
    {
      id: 'transit',
      label: 'Shipments in transit',
      value: '1,284',
      change: '+6.2%',
      favourable: true,
      trend: [1104, 1131, 1160, 1152, 1189, 1203, 1218, 1240, 1236, 1259, 1271, 1284],
    },
    {
      id: 'on-time',
      label: 'On-time deliveries',
      value: '94.1%',
      change: '−0.8 pt',
      favourable: false,
      trend: [95.6, 95.2, 95.4, 94.9, 95.1, 94.7, 94.8, 94.2, 94.5, 94.0, 94.3, 94.1],
    },
    {
      id: 'dock',
      label: 'Avg. dock-to-door',
      value: '2.6 days',
      change: '−0.3 days',
      favourable: true,
      trend: [3.1, 3.0, 3.0, 2.9, 2.9, 2.8, 2.8, 2.7, 2.7, 2.7, 2.6, 2.6],
    },
    {
      id: 'exceptions',
      label: 'Open exceptions',
      value: '37',
      change: '+5',
      favourable: false,
      trend: [26, 29, 31, 28, 30, 33, 32, 34, 31, 35, 36, 37],
    },
  ],
  '30d': [
    {
      id: 'transit',
      label: 'Shipments booked',
      value: '5,912',
      change: '+3.4%',
      favourable: true,
      trend: [1301, 1322, 1356, 1349, 1388, 1402, 1399, 1421, 1436, 1450, 1462, 1479],
    },
    {
      id: 'on-time',
      label: 'On-time deliveries',
      value: '94.6%',
      change: '+0.4 pt',
      favourable: true,
      trend: [93.8, 94.0, 94.3, 94.1, 94.4, 94.8, 94.6, 94.9, 94.7, 94.5, 94.6, 94.6],
    },
    {
      id: 'dock',
      label: 'Avg. dock-to-door',
      value: '2.8 days',
      change: '−0.1 days',
      favourable: true,
      trend: [3.0, 2.9, 3.0, 2.9, 2.9, 2.9, 2.8, 2.8, 2.9, 2.8, 2.8, 2.8],
    },
    {
      id: 'exceptions',
      label: 'Exceptions raised',
      value: '148',
      change: '−12',
      favourable: true,
      trend: [44, 41, 39, 42, 37, 36, 38, 35, 33, 36, 34, 31],
    },
  ],
  '90d': [
    {
      id: 'transit',
      label: 'Shipments booked',
      value: '17,430',
      change: '+9.1%',
      favourable: true,
      trend: [1180, 1215, 1260, 1302, 1288, 1345, 1390, 1411, 1436, 1428, 1470, 1505],
    },
    {
      id: 'on-time',
      label: 'On-time deliveries',
      value: '93.9%',
      change: '+1.2 pt',
      favourable: true,
      trend: [92.1, 92.5, 92.4, 93.0, 93.3, 93.1, 93.8, 94.0, 94.2, 94.5, 94.3, 94.6],
    },
    {
      id: 'dock',
      label: 'Avg. dock-to-door',
      value: '2.9 days',
      change: '+0.1 days',
      favourable: false,
      trend: [2.8, 2.8, 2.9, 2.8, 2.9, 3.0, 3.0, 2.9, 3.0, 2.9, 2.9, 2.9],
    },
    {
      id: 'exceptions',
      label: 'Exceptions raised',
      value: '462',
      change: '−38',
      favourable: true,
      trend: [48, 45, 44, 42, 40, 41, 38, 36, 35, 34, 31, 28],
    },
  ],
};

export const transportModes = ['Road', 'Rail', 'Sea', 'Air'] as const;
export type TransportMode = (typeof transportModes)[number];

export interface VolumeSeries {
  labels: string[];
  caption: string;
  byMode: Record<TransportMode, number[]>;
}

export const volume: Record<Range, VolumeSeries> = {
  '7d': {
    labels: ['Mon 15', 'Tue 16', 'Wed 17', 'Thu 18', 'Fri 19', 'Sat 20', 'Sun 21'],
    caption: 'Shipments booked per day',
    byMode: {
      Road: [182, 205, 198, 221, 240, 96, 41],
      Rail: [64, 71, 69, 75, 80, 38, 22],
      Sea: [38, 35, 42, 40, 44, 18, 9],
      Air: [21, 24, 19, 27, 31, 12, 6],
    },
  },
  '30d': {
    labels: ['Week 35', 'Week 36', 'Week 37', 'Week 38'],
    caption: 'Shipments booked per week',
    byMode: {
      Road: [1021, 1088, 1140, 1183],
      Rail: [371, 382, 405, 419],
      Sea: [208, 219, 214, 226],
      Air: [118, 121, 134, 140],
    },
  },
  '90d': {
    labels: ['July', 'August', 'September (to date)'],
    caption: 'Shipments booked per month',
    byMode: {
      Road: [4380, 4215, 3290],
      Rail: [1610, 1570, 1180],
      Sea: [905, 880, 655],
      Air: [512, 498, 355],
    },
  },
};
