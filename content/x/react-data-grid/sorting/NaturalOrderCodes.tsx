import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const lockers = [
  { id: 1, locker: 'B-2', holder: 'Émile Laurent' },
  { id: 2, locker: 'A-10', holder: 'Zofia Kowalska' },
  { id: 3, locker: 'A-2', holder: 'Ángel Delgado' },
  { id: 4, locker: 'A-1', holder: 'bjørn Lindqvist' },
  { id: 5, locker: 'B-11', holder: 'Esi Mensah' },
  { id: 6, locker: 'A-21', holder: 'Åsa Nyberg' },
  { id: 7, locker: 'B-1', holder: 'Olu Adeyemi' },
];

// Created once: digits compare as numbers, so A-2 comes before A-10.
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const naturalOrder: GridComparatorFn<string> = (a, b) => natural.compare(a, b);

const columns: GridColDef<(typeof lockers)[number]>[] = [
  { field: 'locker', headerName: 'Locker (natural)', width: 160, sortComparator: naturalOrder },
  { field: 'lockerText', headerName: 'Locker (default)', width: 160, valueGetter: (_value, row) => row.locker },
  { field: 'holder', headerName: 'Holder', flex: 1, minWidth: 160 },
];

export default function NaturalOrderCodes() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={lockers}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'locker', sort: 'asc' }] } }}
        hideFooter
        aria-label="Lockers, sorted in natural order"
      />
    </Box>
  );
}
