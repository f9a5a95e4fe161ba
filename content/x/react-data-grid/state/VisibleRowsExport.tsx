import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { fleet, fleetColumns, type Vehicle } from './fleet';

export default function VisibleRowsExport() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('');

  // Outside the grid, call a selector with the ref to read the state once, on demand.
  const summarise = () => {
    if (!apiRef.current) {
      return;
    }
    const rows = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as Vehicle);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const needCharge = rows.filter((vehicle) => vehicle.charge < 30).map((vehicle) => vehicle.plate);
    setReport(
      `${rows.length} vehicles shown with ${fields.length} columns. Below 30 % charge: ${needCharge.slice(0, 6).join(', ') || 'none'}${needCharge.length > 6 ? ` and ${needCharge.length - 6} more` : ''}.`,
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={summarise}>
          Summarise what I see
        </Button>
        <Typography variant="body2" role="status">
          {report}
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={fleet}
          columns={fleetColumns}
          showToolbar
          aria-label="Fleet to summarise"
        />
      </Box>
    </Stack>
  );
}
