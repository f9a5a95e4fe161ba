import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { mug } from './art';

export default function ProductCard() {
  return (
    <Card sx={{ width: 260, mx: 'auto', boxShadow: 'lg' }}>
      <CardOverflow>
        <AspectRatio ratio="1">
          <img src={mug('#2a9d8f')} alt="Drawing of a teal ceramic mug" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="body-xs">Kitchen · Stoneware</Typography>
        <Link href="https://example.com/shop/teal-mug" overlay underline="none" textColor="text.primary" level="title-md">
          Teal mug, 350 ml
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography level="title-lg">€14.40</Typography>
          <Chip size="sm" color="danger" variant="soft">
            −20 %
          </Chip>
        </Box>
        <Typography level="body-sm">
          Only <b>4</b> left in stock
        </Typography>
      </CardContent>
      {/* The button sits above the overlay link, so it keeps its own click. */}
      <CardOverflow>
        <Button size="lg" startDecorator={<AddShoppingCart />} sx={{ zIndex: 1 }}>
          Add to basket
        </Button>
      </CardOverflow>
    </Card>
  );
}
