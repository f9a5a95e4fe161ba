import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../../demo-data/orders';

const table = createOrders(300, 631);

// Stands in for `GET /orders?field=…&operator=…&value=…&q=…`. This server knows two operators
// and a free-text search; the columns below only offer what it can answer.
function fetchOrders(model: GridFilterModel): Promise<Order[]> {
  const [item] = model.items;
  const terms = (model.quickFilterValues ?? []).map((term) => String(term).toLowerCase());
  const result = table.filter((order) => {
    if (item?.value) {
      const cell = String(order[item.field as keyof Order]).toLowerCase();
      const wanted = String(item.value).toLowerCase();
      if (item.operator === 'equals' ? cell !== wanted : !cell.includes(wanted)) return false;
    }
    return terms.every((term) => `${order.reference} ${order.customer} ${order.product}`.toLowerCase().includes(term));
  });
  return new Promise((resolve) => setTimeout(() => resolve(result), 350));
}

// Only the operators the server implements.
const serverOperators = getGridStringOperators().filter((operator) => operator.value === 'contains' || operator.value === 'equals');

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, filterOperators: serverOperators },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, filterOperators: serverOperators },
  { field: 'country', headerName: 'Country', width: 130, filterOperators: serverOperators },
];

export default function ServerFilteredTickets() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'country', operator: 'equals', value: 'Kenya' }],
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchOrders(filterModel).then((result) => {
      if (!current) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        showToolbar
        aria-label="Orders filtered by the server"
      />
    </Box>
  );
}
