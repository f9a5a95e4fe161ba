import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const updates = ['Invoice #1042 was paid', 'Ana joined the Design workspace', 'Nightly backup finished'];

export default function PanelHeaderAbsolute() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      {/* The header is the positioned parent: the absolute divider sits on its bottom edge. */}
      <Box sx={{ position: 'relative', px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h3">
          Activity
        </Typography>
        <Divider absolute />
      </Box>
      <Box component="ul" sx={{ m: 0, px: 2, py: 1, listStyle: 'none' }}>
        {updates.map((update) => (
          <Typography key={update} component="li" variant="body2" sx={{ py: 0.5 }}>
            {update}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
