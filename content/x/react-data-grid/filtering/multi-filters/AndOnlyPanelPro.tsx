import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(150, 643);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
];

export default function AndOnlyPanelPro() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={trades}
        columns={columns}
        showToolbar
        // Conditions always add up: the panel offers And only.
        slotProps={{ filterPanel: { logicOperators: [GridLogicOperator.And] } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'desk', operator: 'equals', value: 'EMEA' },
                { id: 2, field: 'quantity', operator: '>=', value: 5000 },
              ],
            },
          },
        }}
        aria-label="Trades with And-only filters"
      />
    </Box>
  );
}
