import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { staff, staffColumns } from './staff';

const CHOICES = [
  { value: 'sum', label: 'Payroll (sum)' },
  { value: 'avg', label: 'Average salary (avg)' },
  { value: 'min', label: 'Lowest salary (min)' },
  { value: 'max', label: 'Highest salary (max)' },
  { value: 'size', label: 'Head count (size)' },
];

export default function SalaryFunctionPicker() {
  const [model, setModel] = React.useState<GridAggregationModel>({ salary: 'avg' });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 260 }}>
        <InputLabel id="salary-function-label">Salary footer shows</InputLabel>
        <Select
          labelId="salary-function-label"
          label="Salary footer shows"
          value={model.salary ?? ''}
          onChange={(event) => setModel({ ...model, salary: event.target.value })}
        >
          {CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={staff}
          columns={staffColumns}
          aggregationModel={model}
          onAggregationModelChange={(next) => setModel(next)}
          aria-label="Salaries with a chosen aggregation"
        />
      </div>
    </Stack>
  );
}
