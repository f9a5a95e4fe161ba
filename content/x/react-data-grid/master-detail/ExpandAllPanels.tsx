import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams, useGridApiRef } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(12, 189);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 150 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Trade>) => (
  <Typography variant="body2" sx={{ px: 3, py: 1.5 }}>
    {row.quantity.toLocaleString('en-US')} {row.unit} at ${row.unitPrice} · {Math.round(row.filled * 100)} % filled · booked by {row.trader}
    on the {row.desk} desk
  </Typography>
);

export default function ExpandAllPanels() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => apiRef.current?.setExpandedDetailPanels(new Set(rows.map((row) => row.id)))}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={() => 'auto'}
          aria-label="Trades"
        />
      </Box>
    </Stack>
  );
}
