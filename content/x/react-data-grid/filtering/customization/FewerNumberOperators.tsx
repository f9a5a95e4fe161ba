import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(50, 611);

// A quantity is either "at least" or "at most" something; equality is rarely useful.
const quantityOperators = getGridNumericOperators().filter((operator) => operator.value === '>=' || operator.value === '<=');

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120, filterOperators: quantityOperators },
];

export default function FewerNumberOperators() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'quantity', operator: '>=', value: 10000 }] } } }}
        aria-label="Trades with at-least and at-most quantity filters"
      />
    </Box>
  );
}
