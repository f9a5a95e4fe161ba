import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { createStaffDataSource, staffColumns } from './staffServer';

const CRITERIA = [
  { field: 'country', label: 'Country' },
  { field: 'department', label: 'Department' },
  { field: 'status', label: 'Status' },
  { field: 'role', label: 'Role' },
];

export default function RegroupOnServer() {
  const dataSource = React.useMemo(() => createStaffDataSource(), []);
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country']);

  const toggle = (field: string) =>
    setModel((current) => (current.includes(field) ? current.filter((item) => item !== field) : [...current, field]));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" id="regroup-label">
          Group by (in order):
        </Typography>
        {CRITERIA.map(({ field, label }) => {
          const position = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={position === -1 ? label : `${position + 1}. ${label}`}
              color={position === -1 ? 'default' : 'primary'}
              variant={position === -1 ? 'outlined' : 'filled'}
              onClick={() => toggle(field)}
              aria-pressed={position !== -1}
              aria-describedby="regroup-label"
            />
          );
        })}
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          columns={staffColumns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          aria-label="Company directory, grouping chosen above"
        />
      </div>
    </Stack>
  );
}
