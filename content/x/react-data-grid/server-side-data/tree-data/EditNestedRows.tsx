import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import * as React from 'react';
import { failLater, respondLater } from '../fakeServer';
import { holdingColumns, queryHolding, updateHoldingTitle, type OrgNode } from './holding';

const columns: GridColDef<OrgNode>[] = holdingColumns.map((column) =>
  column.field === 'title' ? { ...column, headerName: 'Title (editable)', width: 190, editable: true } : column,
);

export default function EditNestedRows() {
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => respondLater(queryHolding(params)),
      getGroupKey: (row) => (row as OrgNode).name,
      getChildrenCount: (row) => (row as OrgNode).childCount,
      updateRow: ({ rowId, updatedRow }) => {
        try {
          const saved = updateHoldingTitle(String(rowId), String(updatedRow.title ?? ''));
          setMessage({ severity: 'success', text: `${saved.name} is now ${saved.title}.` });
          return respondLater(saved);
        } catch (error) {
          return failLater((error as Error).message);
        }
      },
    }),
    [],
  );

  const handleError = React.useCallback((error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) setMessage({ severity: 'error', text: `${error.message} Press Escape to cancel.` });
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={message?.severity ?? 'info'} role="status" sx={{ mb: 1 }}>
        {message?.text ?? 'Open a company and double-click a title to change it.'}
      </Alert>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={columns}
          groupingColDef={{ headerName: 'Company or person', width: 280 }}
          isCellEditable={(params) => (params.row as OrgNode).kind === 'Person'}
          onDataSourceError={handleError}
          aria-label="Holding whose people's titles can be edited"
        />
      </Box>
    </Box>
  );
}
