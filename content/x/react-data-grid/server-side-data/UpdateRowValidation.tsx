import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
} from '@mui/x-data-grid';
import * as React from 'react';
import { TRADE_STATUSES, type Trade } from '../demo-data/commodities';
import { tradeTable } from './blotter';
import { failLater, queryTable, respondLater } from './fakeServer';

// This demo's own copy of the server table, since it changes it.
const table: Trade[] = tradeTable.slice(0, 120).map((trade) => ({ ...trade }));

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity (editable)', type: 'number', width: 170, editable: true },
  { field: 'status', headerName: 'Status (editable)', type: 'singleSelect', valueOptions: [...TRADE_STATUSES], width: 170, editable: true },
];

export default function UpdateRowValidation() {
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => respondLater(queryTable(table, params)),
      // `PATCH /trades/:id`. The server checks the change and answers with the row as stored.
      updateRow: ({ rowId, updatedRow }) => {
        const quantity = Number(updatedRow.quantity);
        if (!Number.isInteger(quantity) || quantity <= 0 || quantity % 50 !== 0) {
          return failLater(`Trade ${rowId}: quantities are traded in lots of 50.`);
        }
        const index = table.findIndex((trade) => trade.id === rowId);
        table[index] = { ...table[index], quantity, status: updatedRow.status };
        setMessage({ severity: 'success', text: `Trade ${rowId} saved.` });
        return respondLater({ ...table[index] });
      },
    }),
    [],
  );

  const handleError = React.useCallback((error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      setMessage({ severity: 'error', text: `${error.message} Change the value, or press Escape to cancel.` });
    }
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={message?.severity ?? 'info'} sx={{ mb: 1 }} role="status">
        {message?.text ?? 'Double-click a quantity or a status to edit it. Try a quantity that is not a multiple of 50.'}
      </Alert>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
          aria-label="Trades saved to the server when edited"
        />
      </Box>
    </Box>
  );
}
