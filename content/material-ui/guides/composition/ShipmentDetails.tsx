import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const details = [
  { term: 'Tracking number', value: 'PX 4410 2291 DE' },
  { term: 'Carrier', value: 'Parcel Express' },
  { term: 'Shipped', value: '14 May 2025, 16:20' },
  { term: 'Estimated delivery', value: 'Friday, 16 May' },
];

export default function ShipmentDetails() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Shipment for order #7731
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {details.map((item) => (
          <Box key={item.term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
