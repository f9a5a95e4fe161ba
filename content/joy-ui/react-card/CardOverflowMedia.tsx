import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';
import Timer from '@mui/icons-material/Timer';
import { plate } from './art';

export default function CardOverflowMedia() {
  return (
    <Card sx={{ maxWidth: 320, mx: 'auto' }}>
      {/* CardOverflow cancels the card's padding: the picture touches the edges. */}
      <CardOverflow>
        <AspectRatio ratio="4/3">
          <img src={plate('#d9534f', '#6aa84f')} alt="Drawing of a tomato soup with basil, seen from above" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Roasted tomato soup</Typography>
        <Typography level="body-sm" startDecorator={<Timer />}>
          35 minutes · serves 4
        </Typography>
      </CardContent>
    </Card>
  );
}
