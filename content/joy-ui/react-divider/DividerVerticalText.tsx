import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function DividerVerticalText() {
  return (
    <Sheet variant="outlined" sx={{ display: 'flex', gap: 2, p: 2, borderRadius: 'md', maxWidth: 520, mx: 'auto' }}>
      <Box sx={{ flex: 1 }}>
        <Typography level="title-sm">Basic plan</Typography>
        <Typography level="body-sm">3 projects, community support, 1 GB storage.</Typography>
      </Box>
      <Divider orientation="vertical">vs</Divider>
      <Box sx={{ flex: 1 }}>
        <Typography level="title-sm">Team plan</Typography>
        <Typography level="body-sm">Unlimited projects, priority support, 100 GB storage.</Typography>
      </Box>
    </Sheet>
  );
}
