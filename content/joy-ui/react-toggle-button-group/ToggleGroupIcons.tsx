import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';

const files = ['brief.pdf', 'logo.svg', 'budget.xlsx', 'notes.md'];

export default function ToggleGroupIcons() {
  const [view, setView] = React.useState<string | null>('grid');
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        value={view}
        onChange={(_event, value) => value && setView(value)}
        aria-label="File layout"
        sx={{ alignSelf: 'flex-end' }}
      >
        <IconButton value="list" aria-label="List">
          <ViewList />
        </IconButton>
        <IconButton value="grid" aria-label="Grid">
          <GridView />
        </IconButton>
      </ToggleButtonGroup>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: view === 'grid' ? 'repeat(auto-fill, minmax(120px, 1fr))' : '1fr',
        }}
      >
        {files.map((file) => (
          <Sheet key={file} component="li" variant="outlined" sx={{ p: view === 'grid' ? 3 : 1, borderRadius: 'sm' }}>
            <Typography level="body-sm">{file}</Typography>
          </Sheet>
        ))}
      </Box>
    </Stack>
  );
}
