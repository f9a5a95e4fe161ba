import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(120, 662);

export default function FilterByClickedValue() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // A cell's chip is a button that filters its column by the cell's value. The community grid
  // holds one filter item, so the click replaces the model; with DataGridPro, `upsertFilterItem`
  // with the field as `id` would keep one filter per column instead.
  const renderFilterChip = React.useCallback(
    (params: GridRenderCellParams<Order, string>) => (
      <Chip
        label={params.value}
        size="small"
        variant="outlined"
        tabIndex={params.tabIndex}
        onClick={() =>
          apiRef.current?.setFilterModel({ items: [{ id: params.field, field: params.field, operator: 'equals', value: params.value }] })
        }
        aria-label={`Show only ${params.value}`}
      />
    ),
    [apiRef],
  );

  const columns: GridColDef<Order>[] = [
    { field: 'reference', headerName: 'Order', width: 110 },
    { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
    { field: 'country', headerName: 'Country', width: 150, display: 'flex', renderCell: renderFilterChip },
    { field: 'category', headerName: 'Category', width: 140, display: 'flex', renderCell: renderFilterChip },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, minHeight: 32, flexWrap: 'wrap' }} aria-live="polite">
        {filterModel.items.map((item) => (
          <Chip
            key={String(item.id)}
            label={`${item.field}: ${item.value}`}
            color="primary"
            onDelete={() => apiRef.current?.deleteFilterItem(item)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Orders; click a country or category to filter by it"
        />
      </Box>
    </Box>
  );
}
