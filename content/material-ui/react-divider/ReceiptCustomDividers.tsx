import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const items = [
  ['Flat white', '$4.20'],
  ['Almond croissant', '$3.80'],
  ['Oat milk', '$0.60'],
];

export default function ReceiptCustomDividers() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 260, fontFamily: 'monospace' }}>
      <Typography align="center" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
        CAFÉ LUMEN
      </Typography>
      {/* A dashed rule, like a till receipt */}
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      {items.map(([name, price]) => (
        <Box key={name} sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{name}</span>
          <span>{price}</span>
        </Box>
      ))}
      {/* A heavier, coloured rule before the total */}
      <Divider sx={{ my: 1, borderBottomWidth: 2, borderColor: 'text.primary' }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
        <span>Total</span>
        <span>$8.60</span>
      </Box>
    </Paper>
  );
}
