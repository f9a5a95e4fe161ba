import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

export default function AggregateFromColumnMenu() {
  const [model, setModel] = React.useState<GridAggregationModel>({});
  const entries = Object.entries(model);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {entries.length === 0
          ? 'Open the menu of the Salary or Rating column and pick a function under "Aggregation".'
          : entries.map(([field, fn]) => `${field}: ${fn}`).join(', ')}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={staff}
          columns={staffColumns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          aria-label="Employees, aggregate from the column menu"
        />
      </div>
    </Stack>
  );
}
