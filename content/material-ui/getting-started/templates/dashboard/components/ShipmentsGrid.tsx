import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { shipments, shipmentStatuses, type Shipment, type ShipmentStatus } from '../data/shipments';

const statusColors: Record<ShipmentStatus, ChipProps['color']> = {
  Booked: 'default',
  'In transit': 'info',
  'At customs': 'warning',
  Delayed: 'error',
  Delivered: 'success',
};

/** Header, eight rows of the standard density and the footer, in px. */
const GRID_HEIGHT = 56 + 8 * 52 + 53;

const etaFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', minWidth: 110, flex: 0.7 },
  { field: 'customer', headerName: 'Customer', minWidth: 160, flex: 1 },
  {
    field: 'route',
    headerName: 'Route',
    minWidth: 190,
    flex: 1.2,
    valueGetter: (_value, row) => `${row.origin} → ${row.destination}`,
  },
  { field: 'mode', headerName: 'Mode', minWidth: 80, flex: 0.5 },
  { field: 'carrier', headerName: 'Carrier', minWidth: 160, flex: 1 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...shipmentStatuses],
    minWidth: 130,
    flex: 0.8,
    renderCell: ({ value }) => (
      <Chip size="small" variant="outlined" label={value} color={statusColors[value as ShipmentStatus]} />
    ),
  },
  {
    field: 'eta',
    headerName: 'ETA',
    type: 'dateTime',
    minWidth: 150,
    flex: 0.9,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => etaFormat.format(value),
  },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    minWidth: 90,
    flex: 0.6,
    valueFormatter: (value: number) => `${(value / 1000).toFixed(1)} t`,
  },
];

interface ShipmentsGridProps {
  /** Words from the header's search field, matched against every column. */
  search: string;
}

export default function ShipmentsGrid({ search }: ShipmentsGridProps) {
  const [status, setStatus] = React.useState<ShipmentStatus | 'all'>('all');

  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: status === 'all' ? [] : [{ field: 'status', operator: 'is', value: status }],
      quickFilterValues: search.split(/\s+/).filter(Boolean),
    }),
    [search, status],
  );

  return (
    <Card>
      <Box
        sx={{
          p: 2.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <div>
          <Typography variant="h6" component="h2" id="shipments-title">
            Live shipments
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sorted by expected delivery. Use the search at the top to find a shipment.
          </Typography>
        </div>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ShipmentStatus | 'all')}
          sx={{ minWidth: 170 }}
          // A select has no input to point `for` at: its combobox is named by the label's id instead.
          slotProps={{ inputLabel: { htmlFor: undefined } }}
        >
          <MenuItem value="all">All statuses</MenuItem>
          {shipmentStatuses.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/*
        The grid lays out its rows only once it has measured its container, so it is rendered
        after mount; the placeholder has the height of a page of rows, so nothing jumps.
      */}
      <NoSsr fallback={<Skeleton variant="rectangular" height={GRID_HEIGHT} animation={false} />}>
        <DataGrid
          aria-labelledby="shipments-title"
          rows={shipments}
          columns={columns}
          filterModel={filterModel}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          autoHeight
          pageSizeOptions={[8, 20]}
          initialState={{
            pagination: { paginationModel: { pageSize: 8 } },
            sorting: { sortModel: [{ field: 'eta', sort: 'asc' }] },
          }}
          localeText={{ noResultsOverlayLabel: 'No shipments match this search and status.' }}
          sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
        />
      </NoSsr>
    </Card>
  );
}
