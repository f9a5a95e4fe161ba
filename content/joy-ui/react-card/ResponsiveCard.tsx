import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import { landscape } from './art';

export default function ResponsiveCard() {
  return (
    // orientation is not responsive, so flexDirection switches the layout at the sm breakpoint.
    <Card sx={{ flexDirection: { xs: 'column', sm: 'row' }, maxWidth: 560, mx: 'auto' }}>
      <AspectRatio ratio="4/3" sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0, borderRadius: 'sm' }}>
        <img src={landscape('#bfd7ea', '#2f6f5e')} alt="Drawing of a forest valley" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-lg">Weekend in the Black Forest</Typography>
        <Typography level="body-sm">
          Two nights in a family-run guesthouse, a guided hike and a spa afternoon.
        </Typography>
        <Button sx={{ mt: 'auto', alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>See dates</Button>
      </CardContent>
    </Card>
  );
}
