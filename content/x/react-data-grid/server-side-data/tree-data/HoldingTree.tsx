import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { respondLater } from '../fakeServer';
import { holdingColumns, queryHolding, type OrgNode } from './holding';

export default function HoldingTree() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // `params.groupKeys` is the path of the row being opened: [] for the top level.
      getRows: (params) => respondLater(queryHolding(params)),
      // The key this row adds to the path of its children.
      getGroupKey: (row) => (row as OrgNode).name,
      // How many children the server holds for this row: 0 makes it a leaf.
      getChildrenCount: (row) => (row as OrgNode).childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={holdingColumns}
        groupingColDef={{ headerName: 'Company or person', width: 280 }}
        aria-label="Holding companies and their managers, loaded one level at a time"
      />
    </Box>
  );
}
