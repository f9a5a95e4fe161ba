import * as React from 'react';
import { DataGridPremium, GridLogicOperator } from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

export default function FilterSortGroups() {
  const dataSource = React.useMemo(() => createStaffDataSource(), []);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={staffColumns}
        dataSource={dataSource}
        showToolbar
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['country'] },
          filter: {
            filterModel: {
              logicOperator: GridLogicOperator.And,
              items: [
                { id: 1, field: 'remote', operator: 'is', value: 'true' },
                { id: 2, field: 'rating', operator: '>=', value: 4 },
              ],
            },
          },
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
        }}
        aria-label="Remote staff rated 4 or more, by country, filtered and sorted on the server"
      />
    </div>
  );
}
