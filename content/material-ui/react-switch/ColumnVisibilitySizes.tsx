import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const columns = [
  { name: 'SKU', visible: true },
  { name: 'Supplier', visible: false },
  { name: 'Stock', visible: true },
  { name: 'Reorder date', visible: false },
];

export default function ColumnVisibilitySizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={6}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Show in the table
        </FormLabel>
        <FormGroup>
          {columns.map((column) => (
            <FormControlLabel
              key={column.name}
              control={<Switch size="small" defaultChecked={column.visible} />}
              label={column.name}
              slotProps={{ typography: { variant: 'body2' } }}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Table behaviour
        </FormLabel>
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label="Sticky header" />
          <FormControlLabel control={<Switch />} label="Zebra rows" />
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
