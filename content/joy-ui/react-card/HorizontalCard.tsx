import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { landscape } from './art';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 460, mx: 'auto' }}>
      <AspectRatio ratio="1" sx={{ width: 96, flexShrink: 0, borderRadius: 'sm' }}>
        <img src={landscape('#7fb3d5', '#3f7a4f')} alt="Drawing of green hills under a blue sky" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Cabin by the lake</Typography>
        <Typography level="body-sm">Sleeps 4 · 2 bedrooms · Wood stove</Typography>
        <Typography level="title-sm" sx={{ mt: 'auto' }}>
          €120 <Typography level="body-xs">per night</Typography>
        </Typography>
      </CardContent>
      <Chip size="sm" variant="soft" color="success" sx={{ alignSelf: 'flex-start' }}>
        Free cancellation
      </Chip>
    </Card>
  );
}
