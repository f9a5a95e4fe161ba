import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const fields = [
  { label: 'First name', size: 6, autoComplete: 'given-name' },
  { label: 'Last name', size: 6, autoComplete: 'family-name' },
  { label: 'Street address', size: 12, autoComplete: 'address-line1' },
  { label: 'Postcode', size: 4, autoComplete: 'postal-code' },
  { label: 'City', size: 8, autoComplete: 'address-level2' },
];

export default function GridRowColumnSpacing() {
  const id = React.useId();
  return (
    <Grid component="form" container rowSpacing={2} columnSpacing={3} sx={{ maxWidth: 520 }}>
      {fields.map((field, index) => (
        <Grid key={field.label} size={field.size}>
          <Box component="label" htmlFor={`${id}-${index}`} sx={{ display: 'block', fontSize: 14, mb: 0.5 }}>
            {field.label}
          </Box>
          <Box
            component="input"
            id={`${id}-${index}`}
            autoComplete={field.autoComplete}
            sx={{ width: 1, boxSizing: 'border-box', p: 1, font: 'inherit' }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
