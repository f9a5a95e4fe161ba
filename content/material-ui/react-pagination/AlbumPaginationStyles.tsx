import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

interface Photo {
  id: number;
  caption: string;
  hue: number;
}

const photos: Photo[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  caption: `Lisbon trip, photo ${index + 1}`,
  hue: (index * 37) % 360,
}));
const perPage = 6;

export default function AlbumPaginationStyles() {
  const [page, setPage] = React.useState(1);
  const [outlined, setOutlined] = React.useState(true);
  const [rounded, setRounded] = React.useState(true);

  const variant: PaginationProps['variant'] = outlined ? 'outlined' : 'text';
  const shape: PaginationProps['shape'] = rounded ? 'rounded' : 'circular';
  const shown = photos.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={outlined} onChange={(event) => setOutlined(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
          label="Outlined"
        />
        <FormControlLabel
          control={<Switch checked={rounded} onChange={(event) => setRounded(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
          label="Rounded"
        />
      </Stack>
      <Box component="ul" aria-label={`Album, page ${page}`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {shown.map((photo) => (
          <Paper
            key={photo.id}
            component="li"
            variant="outlined"
            sx={{ aspectRatio: '4 / 3', display: 'flex', alignItems: 'flex-end', p: 0.5, borderRadius: rounded ? 2 : 0, background: `linear-gradient(135deg, hsl(${photo.hue} 60% 75%), hsl(${(photo.hue + 40) % 360} 55% 45%))` }}
          >
            <Typography variant="caption" sx={{ bgcolor: 'rgba(0, 0, 0, 0.6)', color: '#fff', px: 0.5, borderRadius: 0.5 }}>
              {photo.caption}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Pagination
        count={Math.ceil(photos.length / perPage)}
        page={page}
        onChange={(_event, value) => setPage(value)}
        variant={variant}
        shape={shape}
        color="primary"
        aria-label="Album pages"
      />
    </Stack>
  );
}
