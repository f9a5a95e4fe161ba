import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import { createTrades } from '../../demo-data/commodities';
import { createRandom } from '../../demo-data/random';
import { answer, type AnswerOptions, latency, pivotField, type ServerRecord } from '../premiumServer';

/** 600 trades of a commodities desk over the first half of 2026, as the server stores them. */
function createTradeTable(): ServerRecord[] {
  const random = createRandom(2026);
  return createTrades(600, 42).map((trade) => ({
    id: trade.id,
    commodity: trade.commodity,
    desk: trade.desk,
    trader: trade.trader,
    status: trade.status,
    month: `2026-0${random.int(1, 6)}`,
    quantity: trade.quantity,
    unitPrice: trade.unitPrice,
    notional: Math.round(trade.quantity * trade.unitPrice),
  }));
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const tradeColumns: GridColDef[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'trader', headerName: 'Trader', width: 160 },
  { field: 'status', headerName: 'Status', width: 140 },
  {
    field: 'month',
    headerName: 'Month',
    width: 110,
    // Stored as "2026-03", shown as "Mar 2026".
    valueFormatter: (value?: string) => {
      if (!value) return '';
      const [year, month] = value.split('-');
      return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
    },
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
  {
    field: 'notional',
    headerName: 'Notional',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

/** Functions the server computes; the pivot panel offers them for the value fields. */
export const tradeAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

/**
 * Names each generated column after its pivot path and value field, the same way the server
 * names the values it sends ("EMEA|Filled|quantity").
 */
export const tradePivotingColDef = (field: string, columnGroupPath: string[]) => ({
  field: pivotField(columnGroupPath, field),
});

export interface TradeServerOptions extends AnswerOptions {
  delay?: number;
  onRequest?: (params: GridGetRowsParams) => void;
  onResponse?: (response: GridGetRowsResponse) => void;
}

/** A data source over the trades that can answer flat, grouped and pivoted requests. */
export function createTradeDataSource({ delay = 400, onRequest, onResponse, ...answerOptions }: TradeServerOptions = {}): GridDataSource {
  const table = createTradeTable();
  return {
    getRows: async (params) => {
      onRequest?.(params);
      await latency(delay);
      const response = answer(table, params, answerOptions);
      onResponse?.(response);
      return response;
    },
    getGroupKey: (row) => row.groupKey,
    getChildrenCount: (row) => row.childCount ?? 0,
    getAggregatedValue: (row, field) => row.aggregates?.[field],
  };
}
