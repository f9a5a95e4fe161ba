import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(30, 155);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

let nextId = 1000;

export default function BatchDeskUpdatesPro() {
  const apiRef = useGridApiRef();

  const closeDesk = (desk: Trade['desk']) => {
    const open = Array.from(apiRef.current?.getRowModels().values() ?? []).filter(
      (row) => row.desk === desk && row.status === 'Open',
    );
    // One call: fill every open trade of the desk, and add an audit row.
    apiRef.current?.updateRows([
      ...open.map((row) => ({ id: row.id, status: 'Filled' })),
      { id: (nextId += 1), commodity: `— ${open.length} ${desk} trades filled`, desk, status: 'Audit' },
    ]);
  };

  const clearRejected = () => {
    const rejected = Array.from(apiRef.current?.getRowModels().values() ?? []).filter((row) => row.status === 'Rejected');
    apiRef.current?.updateRows(rejected.map((row) => ({ id: row.id, _action: 'delete' as const })));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['Americas', 'EMEA', 'APAC'] as const).map((desk) => (
          <Button key={desk} variant="outlined" size="small" onClick={() => closeDesk(desk)}>
            Fill open {desk} trades
          </Button>
        ))}
        <Button size="small" onClick={clearRejected}>
          Delete rejected trades
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} aria-label="Trades" />
      </Box>
    </Stack>
  );
}
