import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProductCardChips() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 340 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h3">
          Trail runner 2
        </Typography>
        {/* medium (default): the one status that matters */}
        <Chip label="New" color="primary" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Lightweight shoe with a grippy outsole for wet rock.
      </Typography>
      {/* small: secondary attributes that shouldn't compete with the title */}
      <Stack direction="row" spacing={0.5}>
        <Chip size="small" label="Vegan" variant="outlined" />
        <Chip size="small" label="Wide fit" variant="outlined" />
        <Chip size="small" label="Recycled mesh" variant="outlined" />
      </Stack>
    </Paper>
  );
}
