import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  property: string;
  city: string;
  rent: number | null;
}

const listings: Listing[] = [
  { id: 1, property: 'Loft above the bakery', city: 'Lyon', rent: 1250 },
  { id: 2, property: 'Garden flat', city: 'Leeds', rent: null },
  { id: 3, property: 'Studio near the station', city: 'Kraków', rent: 780 },
  { id: 4, property: 'Two-bed terrace', city: 'Leeds', rent: 1100 },
  { id: 5, property: 'Penthouse', city: 'Lyon', rent: null },
  { id: 6, property: 'Canal-side one-bed', city: 'Utrecht', rent: 1490 },
];

// Listings without a rent ("price on request") go to the bottom in both directions.
const getSortComparator = (direction: GridSortDirection): GridComparatorFn<number | null> => {
  const flip = direction === 'desc' ? -1 : 1;
  return (a, b, cellA, cellB) => {
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return flip * gridNumberComparator(a, b, cellA, cellB);
  };
};

const columns: GridColDef<Listing>[] = [
  { field: 'property', headerName: 'Property', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'rent',
    headerName: 'Rent per month (EUR)',
    type: 'number',
    width: 180,
    getSortComparator,
    valueFormatter: (value: number | null) => (value === null ? 'On request' : value.toLocaleString('en-GB')),
  },
];

export default function MissingValuesLast() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={listings}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rent', sort: 'asc' }] } }}
        hideFooter
        aria-label="Rental listings; listings without a rent stay last"
      />
    </Box>
  );
}
