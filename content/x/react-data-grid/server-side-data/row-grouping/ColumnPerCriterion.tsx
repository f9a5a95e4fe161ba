import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

export default function ColumnPerCriterion() {
  const dataSource = React.useMemo(() => createStaffDataSource(), []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={staffColumns}
        dataSource={dataSource}
        rowGroupingColumnMode="multiple"
        groupingColDef={{ width: 190 }}
        initialState={{
          rowGrouping: { model: ['country', 'status'] },
          columns: { columnVisibilityModel: { country: false, status: false } },
        }}
        aria-label="Directory grouped by country and status, one grouping column each"
      />
    </div>
  );
}
