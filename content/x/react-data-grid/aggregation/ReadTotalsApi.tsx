import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import {
  DataGridPremium,
  GRID_AGGREGATION_ROOT_FOOTER_ROW_ID,
  gridAggregationModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { formatSalary, staff, staffColumns } from './staff';

export default function ReadTotalsApi() {
  const apiRef = useGridApiRef();
  const [reading, setReading] = React.useState('Pick a function, then read the footer.');

  const apply = (fn: string) => apiRef.current?.setAggregationModel({ salary: fn });
  const read = () => {
    const api = apiRef.current;
    if (!api) return;
    const fn = gridAggregationModelSelector(apiRef).salary;
    const value = fn ? api.getCellValue(GRID_AGGREGATION_ROOT_FOOTER_ROW_ID, 'salary') : undefined;
    setReading(fn ? `Salary ${fn}: ${fn === 'size' ? value : formatSalary(value)}` : 'No aggregation on Salary.');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => apply('sum')}>
          Sum
        </Button>
        <Button size="small" variant="outlined" onClick={() => apply('max')}>
          Max
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setAggregationModel({})}>
          Clear
        </Button>
        <Button size="small" variant="contained" onClick={read}>
          Read footer
        </Button>
        <Typography variant="body2" aria-live="polite">
          {reading}
        </Typography>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium apiRef={apiRef} rows={staff} columns={staffColumns} aria-label="Employees, totals set from code" />
      </div>
    </Stack>
  );
}
