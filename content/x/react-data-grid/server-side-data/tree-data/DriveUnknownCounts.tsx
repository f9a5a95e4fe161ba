import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { respondLater } from '../fakeServer';
import { listFolder, type DriveEntry } from './drive';

const columns: GridColDef<DriveEntry>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : `${Math.round(value / 1024)} KB`),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];

export default function DriveUnknownCounts() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => respondLater(listFolder(params)),
      getGroupKey: (row) => (row as DriveEntry).name,
      // -1: "has children, number unknown". The grid shows the expand button without a count.
      getChildrenCount: (row) => ((row as DriveEntry).isFolder ? -1 : 0),
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={columns}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260 }}
        disableColumnFilter
        aria-label="Shared drive; folders are listed when opened"
      />
    </Box>
  );
}
