import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function ChipSizes() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography level="body-sm" endDecorator={
          <Chip component="span" size="sm">
            Beta
          </Chip>
        }>
        Dark mode scheduling
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Chip size="md" variant="outlined">
          Remote
        </Chip>
        <Chip size="md" variant="outlined">
          Full time
        </Chip>
      </Box>
      <Chip size="lg" color="success" variant="soft">
        You saved €18 on this order
      </Chip>
    </Box>
  );
}
