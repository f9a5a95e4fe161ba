import * as React from 'react';
import Box from '@mui/material/Box';

const lines = [
  { name: 'Ceramic pour-over set', price: 42 },
  { name: 'Filter papers (100)', price: 6.5 },
  { name: 'Shipping', price: 4.9 },
];

export default function OrderSummary() {
  const headingId = React.useId();
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ maxWidth: 340, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="h3" id={headingId} sx={{ typography: 'subtitle1', fontWeight: 'bold', m: 0, mb: 1 }}>
        Order summary
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.name}
            sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, typography: 'body2' }}
          >
            <span>{line.name}</span>
            <span>€{line.price.toFixed(2)}</span>
          </Box>
        ))}
      </Box>
      <Box
        component="p"
        sx={{ display: 'flex', justifyContent: 'space-between', m: 0, mt: 1, pt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 'bold' }}
      >
        <span>Total</span>
        <span>€{total.toFixed(2)}</span>
      </Box>
    </Box>
  );
}
