import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';

type Shipment = { id: string; carrier: string; destination: string; parcels: number };

const shipments: Shipment[] = [
  { id: 'SHP-771', carrier: 'DHL Express', destination: 'Rotterdam', parcels: 14 },
  { id: 'SHP-772', carrier: 'Colissimo', destination: 'Marseille', parcels: 3 },
  { id: 'SHP-773', carrier: 'UPS', destination: 'Denver', parcels: 22 },
  { id: 'SHP-774', carrier: 'PostNord', destination: 'Malmö', parcels: 8 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', flex: 1 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

export default function SkeletonWhileLoading() {
  const [refreshing, setRefreshing] = React.useState(false);

  const reload = () => {
    setRefreshing(true);
    window.setTimeout(() => setRefreshing(false), 1800);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button startIcon={<Refresh />} onClick={reload} disabled={refreshing} sx={{ mb: 1 }}>
        {refreshing ? 'Refreshing…' : 'Refresh shipments'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={shipments}
          columns={columns}
          loading={refreshing}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'circular-progress' } }}
          aria-label="Outgoing shipments"
          hideFooter
        />
      </Box>
    </Box>
  );
}
