import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { orderTotal, TODAY, type Order } from '../data/orders';
import { formatMoney } from '../utils/format';

const DAY = 24 * 60 * 60 * 1000;

function summarise(orders: Order[]) {
  const now = new Date(TODAY).getTime();
  const lastWeek = orders.filter((order) => now - new Date(order.placedAt).getTime() < 7 * DAY);
  const paid = lastWeek.filter((order) => order.status !== 'cancelled' && order.status !== 'refunded');
  const revenue = paid.reduce((sum, order) => sum + orderTotal(order), 0);
  return [
    { label: 'To pack', value: String(orders.filter((order) => order.status === 'to-pack').length), note: 'Oldest placed this morning' },
    { label: 'In transit', value: String(orders.filter((order) => order.status === 'shipped').length), note: 'Royal Mail Tracked 48' },
    { label: 'Sales, last 7 days', value: formatMoney(revenue), note: `${paid.length} paid orders` },
    { label: 'Average order', value: formatMoney(Math.round(revenue / Math.max(paid.length, 1))), note: 'Shipping included' },
  ];
}

/** Four key figures, computed from the orders: a row on wide screens, two by two on tablets and phones. */
export default function SummaryCards({ orders }: { orders: Order[] }) {
  const figures = summarise(orders);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Key figures">
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%', gap: 0.5 }}>
            <Typography level="body-sm">{figure.label}</Typography>
            <Typography level="h3" component="p">
              {figure.value}
            </Typography>
            <Typography level="body-xs">{figure.note}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
