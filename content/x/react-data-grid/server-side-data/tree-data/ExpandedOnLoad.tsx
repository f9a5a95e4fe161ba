import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource, type GridGroupNode } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { respondLater } from '../fakeServer';
import { holdingColumns, queryHolding, type OrgNode } from './holding';

// Companies the reader follows: open them, and their chief executive, as soon as they load.
const FOLLOWED = ['Cedar Health', 'Juniper Software'];

const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.depth <= 1 && FOLLOWED.some((company) => String(node.id).startsWith(company));

export default function ExpandedOnLoad() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => respondLater(queryHolding(params)),
      getGroupKey: (row) => (row as OrgNode).name,
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
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        aria-label="Holding with two followed companies opened on load"
      />
    </Box>
  );
}
