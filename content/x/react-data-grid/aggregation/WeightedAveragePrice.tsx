import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(90, 17);

interface Fill {
  quantity: number;
  unitPrice: number;
}

// Reads two fields of each row: a plain average would give a 50-unit trade as much weight as a 20,000-unit one.
const weightedAverage: GridAggregationFunction<Fill, number | null> = {
  label: 'weighted avg',
  getCellValue: ({ row }) => ({ quantity: row.quantity, unitPrice: row.unitPrice }),
  apply: ({ values }) => {
    let units = 0;
    let amount = 0;
    for (const fill of values) {
      if (!fill) continue;
      units += fill.quantity;
      amount += fill.quantity * fill.unitPrice;
    }
    return units ? Math.round((amount / units) * 100) / 100 : null;
  },
  columnTypes: ['number'],
};

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 130 },
  { field: 'unit', headerName: 'Unit', width: 80 },
  { field: 'unitPrice', headerName: 'Price per unit', type: 'number', width: 190 },
];

export default function WeightedAveragePrice() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={trades}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAvg: weightedAverage }}
        initialState={{
          rowGrouping: { model: ['commodity'] },
          aggregation: { model: { quantity: 'sum', unitPrice: 'weightedAvg' } },
        }}
        aria-label="Trades with the volume-weighted price per commodity"
      />
    </div>
  );
}
