import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rows = [
  { product: 'Trail running socks', score: 4.5, reviews: 212 },
  { product: 'Merino base layer', score: 4, reviews: 87 },
];

export default function ReviewSizes() {
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        {rows.map((row) => (
          <Stack key={row.product} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ width: 170 }}>
              {row.product}
            </Typography>
            <Rating size="small" value={row.score} precision={0.5} readOnly />
            <Typography variant="caption">({row.reviews})</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          How was your order? (review form)
        </Typography>
        <Rating name="order-review" defaultValue={3} />
      </Stack>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Rate your visit today (store kiosk)
        </Typography>
        <Rating name="kiosk-visit" size="large" />
      </Stack>
    </Stack>
  );
}
