import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const swatches = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8ab17d', '#6d597a', '#b56576'];
const choices = [0, 0.5, 1, 2, 3];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState(1);
  const name = React.useId();
  return (
    <Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Box component="legend" sx={{ mb: 1 }}>Gap between swatches</Box>
        {choices.map((value) => (
          <label key={value}>
            <input type="radio" name={name} checked={spacing === value} onChange={() => setSpacing(value)} />{' '}
            {value}
          </label>
        ))}
      </Box>
      <Grid container spacing={spacing} sx={{ maxWidth: 420 }}>
        {swatches.map((color) => (
          <Grid key={color} size={3}>
            <Box role="img" aria-label={`Colour ${color}`} sx={{ aspectRatio: '1', bgcolor: color, borderRadius: 1 }} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
