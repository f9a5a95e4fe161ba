import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BannerSquare() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', maxWidth: 480 }}>
      {/* Square: it runs edge to edge along the top of the frame. */}
      <Paper square elevation={0} sx={{ px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CampaignOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2">The library closes at 17:00 on Friday.</Typography>
        </Stack>
      </Paper>
      <Box sx={{ p: 2 }}>
        {/* Rounded (the default): a card floating inside the content. */}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">3 books are due back this week.</Typography>
        </Paper>
      </Box>
    </Box>
  );
}
