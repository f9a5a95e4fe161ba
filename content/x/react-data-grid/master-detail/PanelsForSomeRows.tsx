import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(30, 195);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 150 },
];

// Only rejected trades have something to explain; for the others, return null: their toggle is disabled.
const getDetailPanelContent = ({ row }: GridRowParams<Trade>) =>
  row.status === 'Rejected' ? (
    <Box sx={{ p: 1.5 }}>
      <Alert severity="error">
        Trade {row.id} was rejected: {row.quantity.toLocaleString('en-US')} {row.unit} of {row.commodity} exceeds the {row.desk} desk limit.
      </Alert>
    </Box>
  ) : null;

export default function PanelsForSomeRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        aria-label="Trades; rejected trades have an explanation"
      />
    </Box>
  );
}
