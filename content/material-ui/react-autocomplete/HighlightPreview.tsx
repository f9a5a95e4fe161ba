import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Accent {
  name: string;
  hex: string;
}

const accents: Accent[] = [
  { name: 'Harbour blue', hex: '#1565c0' },
  { name: 'Olive grove', hex: '#558b2f' },
  { name: 'Terracotta', hex: '#bf360c' },
  { name: 'Plum', hex: '#6a1b9a' },
  { name: 'Slate', hex: '#455a64' },
  { name: 'Teal', hex: '#00796b' },
];

export default function HighlightPreview() {
  const [chosen, setChosen] = React.useState<Accent | null>(accents[0]);
  // The option under the pointer or the arrow keys, before it is chosen.
  const [browsing, setBrowsing] = React.useState<Accent | null>(null);
  const shown = browsing ?? chosen;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: { sm: 'center' } }}>
      <Autocomplete
        id="shop-accent"
        options={accents}
        value={chosen}
        onChange={(_event, accent) => setChosen(accent)}
        onHighlightChange={(_event, accent) => setBrowsing(accent)}
        onClose={() => setBrowsing(null)}
        getOptionLabel={(accent) => accent.name}
        sx={{ width: '100%', maxWidth: 260 }}
        renderInput={(params) => <TextField {...params} label="Shop accent colour" />}
      />
      <Box sx={{ p: 2, borderRadius: 2, minWidth: 200, color: '#fff', bgcolor: shown?.hex ?? 'grey.700' }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {shown ? shown.name : 'No accent'}
        </Typography>
        <Typography variant="body2">{browsing ? 'Previewing, not saved yet' : 'Saved'}</Typography>
      </Box>
    </Stack>
  );
}
