import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrderDataSource, orderColumns, serverAggregationFunctions } from './orderServer';

const columns: GridColDef[] = orderColumns.map((column) =>
  column.field === 'quantity' ? { ...column, editable: true, headerName: 'Qty (editable)', width: 130 } : column,
);

export default function EditRecomputesTotals() {
  const dataSource = React.useMemo(() => createOrderDataSource({ delay: 250 }), []);

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} id="edit-totals-hint">
        Double-click a quantity, change it and press Enter: the server recomputes the line total and the footer.
      </Typography>
      <div style={{ height: 420 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pagination
          pageSizeOptions={[20]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 20 } },
            aggregation: { model: { quantity: 'sum', total: 'sum' } },
          }}
          aria-label="Orders with an editable quantity and server totals"
          aria-describedby="edit-totals-hint"
        />
      </div>
    </div>
  );
}
