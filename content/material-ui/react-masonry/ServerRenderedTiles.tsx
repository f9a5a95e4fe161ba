import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const tiles = [
  { label: 'Inbox', height: 110 },
  { label: 'Calendar', height: 160 },
  { label: 'Weather', height: 80 },
  { label: 'To-do', height: 130 },
  { label: 'News', height: 150 },
  { label: 'Stocks', height: 90 },
];

export default function ServerRenderedTiles() {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Masonry columns={3} spacing={1} defaultColumns={3} defaultSpacing={1} defaultHeight={300}>
        {tiles.map((tile) => (
          <Paper key={tile.label} sx={{ height: tile.height, p: 1, bgcolor: 'action.selected' }}>
            {tile.label}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
