import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSlotsComponentsProps } from '@mui/x-data-grid';
import { namedProgressSlots } from './namedProgress';
import { createStock, stockColumns } from './stock';

const counted = createStock(12, 970);

// A spinner in both cases: while the counted lines are saved, and if the list were still empty.
const spinnerOverlay: GridSlotsComponentsProps = {
  loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' },
};

export default function CircularWhileSaving() {
  const [saving, setSaving] = React.useState(false);
  const [savedAt, setSavedAt] = React.useState<string | null>(null);

  const save = () => {
    setSaving(true);
    // Stands in for the request that books the stock take.
    window.setTimeout(() => {
      setSaving(false);
      setSavedAt(new Date().toLocaleTimeString('en-GB'));
    }, 2000);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button variant="contained" size="small" onClick={save} disabled={saving}>
          Book stock take
        </Button>
        <Typography variant="body2" role="status">
          {saving ? 'Booking…' : savedAt ? `Booked at ${savedAt}` : 'Not booked yet'}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={counted} columns={stockColumns} loading={saving} slots={namedProgressSlots} slotProps={spinnerOverlay} aria-label="Counted stock lines" />
      </Box>
    </Box>
  );
}
