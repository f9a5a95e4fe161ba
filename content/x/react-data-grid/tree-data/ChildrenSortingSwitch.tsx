import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Region {
  id: number;
  path: string[];
  customers: number;
}

const rows: Region[] = [
  { id: 1, path: ['Europe'], customers: 1840 },
  { id: 2, path: ['Europe', 'Germany'], customers: 720 },
  { id: 3, path: ['Europe', 'Poland'], customers: 310 },
  { id: 4, path: ['Europe', 'France'], customers: 810 },
  { id: 5, path: ['Americas'], customers: 2460 },
  { id: 6, path: ['Americas', 'Mexico'], customers: 390 },
  { id: 7, path: ['Americas', 'Brazil'], customers: 660 },
  { id: 8, path: ['Americas', 'United States'], customers: 1410 },
  { id: 9, path: ['Asia-Pacific'], customers: 1220 },
  { id: 10, path: ['Asia-Pacific', 'New Zealand'], customers: 140 },
  { id: 11, path: ['Asia-Pacific', 'Japan'], customers: 1080 },
];

const columns: GridColDef<Region>[] = [{ field: 'customers', headerName: 'Customers', type: 'number', width: 140 }];

export default function ChildrenSortingSwitch() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Sort regions only, keep countries in data order (disableChildrenSorting)"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPro
          treeData
          getTreeDataPath={(row) => row.path}
          rows={rows}
          columns={columns}
          disableChildrenSorting={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          initialState={{ sorting: { sortModel: [{ field: 'customers', sort: 'desc' }] } }}
          groupingColDef={{ headerName: 'Region', flex: 1, minWidth: 200 }}
          aria-label="Customers by region"
        />
      </Box>
    </Stack>
  );
}
