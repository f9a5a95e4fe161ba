import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Typography from '@mui/material/Typography';
import * as React from 'react';

// A transition sets `style` on its child and reads the DOM node through its ref,
// so a custom child must pass both on to its root element.
const CouponCard = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  function CouponCard(props, ref) {
    return (
      <Box
        ref={ref}
        {...props}
        sx={{ width: 220, mt: 1, p: 2, border: 2, borderStyle: 'dashed', borderColor: 'secondary.main', borderRadius: 2 }}
      >
        <Typography component="p" variant="h6">
          SPRING15
        </Typography>
        <Typography variant="body2">15 % off plants until 30 April.</Typography>
      </Box>
    );
  },
);

export default function CustomChildForwardRef() {
  const [revealed, setRevealed] = React.useState(false);

  return (
    <Box sx={{ minHeight: 160 }}>
      <Button onClick={() => setRevealed(!revealed)} aria-expanded={revealed}>
        {revealed ? 'Hide coupon' : 'Reveal coupon'}
      </Button>
      <Grow in={revealed} style={{ transformOrigin: 'top left' }}>
        <CouponCard />
      </Grow>
    </Box>
  );
}
