import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { respondLater } from '../fakeServer';
import { holdingColumns, queryHolding, type OrgNode } from './holding';

export default function TreePagingSortFilter() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => respondLater(queryHolding(params)),
      getGroupKey: (row) => (row as OrgNode).name,
      getChildrenCount: (row) => (row as OrgNode).childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={holdingColumns}
        groupingColDef={{ headerName: 'Company or person', width: 280 }}
        pagination
        pageSizeOptions={[4, 8, 12]}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 4 } },
          sorting: { sortModel: [{ field: 'headcount', sort: 'desc' }] },
        }}
        showToolbar
        aria-label="Holding paged by company, sorted and filtered on the server"
      />
    </Box>
  );
}
