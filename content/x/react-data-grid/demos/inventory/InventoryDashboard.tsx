import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import CircleRounded from '@mui/icons-material/CircleRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createStock, stockLevel, type StockItem, WAREHOUSES } from './stock';
import { StockSummary } from './StockSummary';

const levelColor = { 'Out of stock': 'error', Low: 'warning', 'In stock': 'success' } as const;

export default function InventoryDashboard() {
  const [items, setItems] = React.useState(() => createStock());

  const restock = React.useCallback((id: string) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, onHand: item.capacity } : item)));
  }, []);

  const columns = React.useMemo<GridColDef<StockItem>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 100 },
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
      { field: 'category', headerName: 'Category', width: 110 },
      { field: 'warehouse', headerName: 'Warehouse', type: 'singleSelect', valueOptions: [...WAREHOUSES], width: 110 },
      {
        field: 'onHand',
        headerName: 'On hand',
        type: 'number',
        width: 150,
        editable: true,
        preProcessEditCellProps: ({ props, row }) => ({
          ...props,
          error: props.value < 0 || props.value > (row as StockItem).capacity,
        }),
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <LinearProgress
              variant="determinate"
              value={(row.onHand / row.capacity) * 100}
              aria-label={`${row.product} shelf fill`}
              sx={{ flex: 1 }}
            />
            <span>{row.onHand}</span>
          </Stack>
        ),
      },
      { field: 'reorderPoint', headerName: 'Reorder at', type: 'number', width: 100, editable: true },
      {
        field: 'level',
        headerName: 'Status',
        width: 130,
        valueGetter: (_value, row) => stockLevel(row),
        renderCell: ({ value }) => (
          <Chip
            size="small"
            variant="outlined"
            label={value}
            icon={<CircleRounded color={levelColor[value as keyof typeof levelColor]} sx={{ fontSize: 12 }} />}
          />
        ),
      },
      { field: 'countedOn', headerName: 'Counted', type: 'date', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Restock',
        width: 80,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<AddShoppingCartRounded />}
              label={`Restock ${params.row.product} in ${params.row.warehouse}`}
              disabled={params.row.onHand === params.row.capacity}
              onClick={() => restock(params.row.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [restock],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <StockSummary items={items} />
      <Box sx={{ height: 500 }}>
        <DataGrid
          rows={items}
          columns={columns}
          showToolbar
          aria-label="Warehouse stock"
          processRowUpdate={(updated: StockItem) => {
            setItems((current) => current.map((item) => (item.id === updated.id ? updated : item)));
            return updated;
          }}
          initialState={{
            sorting: { sortModel: [{ field: 'onHand', sort: 'asc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Stack>
  );
}
