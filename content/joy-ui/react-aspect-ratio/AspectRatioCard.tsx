import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { lakeAtDusk } from './artwork';

export default function AspectRatioCard() {
  const nights = 2;
  const pricePerNight = 145;
  return (
    <Card variant="outlined" sx={{ width: 300, mx: 'auto', gap: 1.5 }}>
      <CardOverflow sx={{ position: 'relative' }}>
        <AspectRatio ratio="2">
          <img src={lakeAtDusk} alt="Wooden cabins along a lake at sunset" />
        </AspectRatio>
        <Chip size="sm" variant="solid" color="success" sx={{ position: 'absolute', top: 12, left: 12 }}>
          Free cancellation
        </Chip>
      </CardOverflow>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography level="title-md" component="h3">
          Lakeside cabin
        </Typography>
        <Typography level="body-sm">
          €{pricePerNight * nights} for {nights} nights
        </Typography>
      </Stack>
      <Typography level="body-sm">Sleeps 4 · Wood stove · Private jetty</Typography>
      <Button size="sm" variant="soft">
        Check dates
      </Button>
    </Card>
  );
}
