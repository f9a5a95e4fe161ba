import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { orderColumns, shopOrders } from './shopOrders';

const CHOICES = [
  { field: 'status', label: 'Status' },
  { field: 'category', label: 'Category' },
  { field: 'country', label: 'Country' },
];

export default function GroupingCheckboxes() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['status']);

  const toggle = (field: string, checked: boolean) =>
    setModel((current) => (checked ? [...current, field] : current.filter((item) => item !== field)));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row role="group" aria-labelledby="grouping-checkboxes-label">
        <FormLabel id="grouping-checkboxes-label" sx={{ alignSelf: 'center', mr: 2 }}>
          Group by, in the order you tick
        </FormLabel>
        {CHOICES.map(({ field, label }) => (
          <FormControlLabel
            key={field}
            label={label}
            control={<Checkbox checked={model.includes(field)} onChange={(event) => toggle(field, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      <Typography variant="body2" aria-live="polite">
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={shopOrders}
          columns={orderColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(next) => setModel(next)}
          aria-label="Orders grouped by the ticked columns"
        />
      </div>
    </Stack>
  );
}
