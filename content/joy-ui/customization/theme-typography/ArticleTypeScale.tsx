import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function ArticleTypeScale() {
  return (
    <Box component="article" sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography level="body-xs" sx={{ textTransform: 'uppercase', letterSpacing: '0.08em' }}>
        Field notes · 6 min read
      </Typography>
      <Typography level="h2" component="h3" sx={{ mt: 0.5 }}>
        What the river kept
      </Typography>
      <Typography level="body-lg" sx={{ mt: 1 }}>
        A summer of dredging the old canal turned up coins, bottles and a bicycle from 1952.
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Typography level="title-md" component="h4">
        The first week
      </Typography>
      <Typography level="body-md" sx={{ mt: 0.5 }}>
        Volunteers worked in pairs along a two-kilometre stretch, logging every find with its
        position and the depth of the silt around it.
      </Typography>
      <Typography level="body-sm" sx={{ mt: 1.5 }}>
        Photographs by the Canal Heritage Trust. Finds are on display at the lock-keeper’s
        cottage until October.
      </Typography>
    </Box>
  );
}
