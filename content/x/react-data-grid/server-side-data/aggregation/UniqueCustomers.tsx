import * as React from 'react';
import { DataGridPremium, type GridAggregationFunctionDataSource, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrderDataSource, orderColumns, serverAggregationFunctions } from './orderServer';

// The server also knows "distinct": how many different values a column holds.
const functions: Record<string, GridAggregationFunctionDataSource> = {
  ...serverAggregationFunctions,
  distinct: {
    label: 'unique',
    columnTypes: ['string'],
    // A count of customers is not a customer name: skip the column's own cell rendering.
    hasCellUnit: false,
    valueFormatter: (value?: number) => (value == null ? '' : `${value} different`),
  },
};

const columns: GridColDef[] = orderColumns.map((column) => {
  if (column.field === 'customer' || column.field === 'country') {
    return { ...column, availableAggregationFunctions: ['distinct', 'size'] };
  }
  if (column.field === 'unitPrice') {
    // A sum of unit prices means nothing.
    return { ...column, availableAggregationFunctions: ['avg', 'min', 'max'] };
  }
  if (column.field === 'reference') return { ...column, aggregable: false };
  return column;
});

export default function UniqueCustomers() {
  const dataSource = React.useMemo(() => createOrderDataSource(), []);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={functions}
        initialState={{
          rowGrouping: { model: ['status'] },
          aggregation: { model: { customer: 'distinct', country: 'distinct', unitPrice: 'max', total: 'sum' } },
        }}
        aria-label="Orders by status with the number of different customers and countries"
      />
    </div>
  );
}
