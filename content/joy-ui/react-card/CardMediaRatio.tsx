import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import PlayCircle from '@mui/icons-material/PlayCircle';

export default function CardMediaRatio() {
  return (
    <Card sx={{ maxWidth: 340, mx: 'auto' }}>
      {/* Inside the padding, with its own rounded corners: a thumbnail, not a banner. */}
      <AspectRatio ratio="16/9" variant="soft" color="primary" sx={{ borderRadius: 'sm' }}>
        <div>
          <PlayCircle sx={{ fontSize: '3rem' }} />
        </div>
      </AspectRatio>
      <Typography level="title-md">Keyboard shortcuts in five minutes</Typography>
      <Typography level="body-sm">A quick tour of the shortcuts that save the most time.</Typography>
      <Chip size="sm" variant="outlined">
        05:12
      </Chip>
    </Card>
  );
}
