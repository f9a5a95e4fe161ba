import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(30, 223);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function CellEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const record = (kind: string) => (params: GridCellParams<Order>, event: React.SyntheticEvent) => {
    const key = 'key' in event ? ` (${String(event.key)})` : '';
    setLog((lines) => [`${kind}${key}: ${params.row.reference} · ${params.field} = ${String(params.formattedValue)}`, ...lines].slice(0, 5));
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 340, flex: 2, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellClick={record('click')}
          onCellDoubleClick={record('double-click')}
          onCellKeyDown={record('key down')}
          aria-label="Orders"
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle2">
          Latest cell events
        </Typography>
        <List dense>
          {log.length === 0 && <ListItem>Click a cell or press a key.</ListItem>}
          {log.map((line, index) => (
            <ListItem key={`${index}-${line}`} sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {line}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
