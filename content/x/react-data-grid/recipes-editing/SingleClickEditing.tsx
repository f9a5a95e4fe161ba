import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(20, 431);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130, editable: true },
];

export default function SingleClickEditing() {
  const [model, setModel] = React.useState<GridCellModesModel>({});

  const openOnClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    // Ignore clicks on elements rendered outside the cell (an open date picker, a menu).
    if (!event.currentTarget.contains(event.target as Node)) return;
    setModel((current) => {
      // Every other open cell goes back to view mode (and saves); the clicked one opens.
      const closed: GridCellModesModel = {};
      for (const [id, fields] of Object.entries(current)) {
        closed[id] = {};
        for (const field of Object.keys(fields)) closed[id][field] = { mode: GridCellModes.View };
      }
      return { ...closed, [params.id]: { ...closed[params.id], [params.field]: { mode: GridCellModes.Edit } } };
    });
  }, []);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        cellModesModel={model}
        onCellModesModelChange={setModel}
        onCellClick={openOnClick}
        aria-label="Orders, edited with a single click"
      />
    </Box>
  );
}
