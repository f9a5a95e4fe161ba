import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stockLevel, type StockItem } from './stock';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Figures computed from the rows, so they follow every edit. */
export function StockSummary({ items }: { items: StockItem[] }) {
  const value = items.reduce((sum, item) => sum + item.onHand * item.unitCost, 0);
  const low = items.filter((item) => stockLevel(item) === 'Low').length;
  const out = items.filter((item) => stockLevel(item) === 'Out of stock').length;
  const figures = [
    { label: 'Stock value', value: usd.format(value) },
    { label: 'Lines to reorder', value: String(low) },
    { label: 'Out of stock', value: String(out) },
  ];
  return (
    <Stack component="ul" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {figures.map((figure) => (
        <Card component="li" key={figure.label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="p" variant="h5">
              {figure.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
