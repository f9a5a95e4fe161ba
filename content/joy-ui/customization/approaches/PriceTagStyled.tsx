import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A reusable component: every screen that shows a price gets the same look.
const PriceTag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1.25),
  borderRadius: theme.vars.radius.sm,
  backgroundColor: theme.vars.palette.success.softBg,
  color: theme.vars.palette.success.softColor,
  fontFamily: theme.vars.fontFamily.code,
  fontSize: theme.vars.fontSize.sm,
  fontWeight: theme.vars.fontWeight.lg,
}));

const menu = [
  { dish: 'Tomato and fennel soup', price: '6.50' },
  { dish: 'Grilled halloumi wrap', price: '9.00' },
  { dish: 'Pear and almond tart', price: '5.25' },
];

export default function PriceTagStyled() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 360, mx: 'auto' }}>
      {menu.map((item) => (
        <Box
          component="li"
          key={item.dish}
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 1 }}
        >
          <Typography level="body-md">{item.dish}</Typography>
          <PriceTag>€{item.price}</PriceTag>
        </Box>
      ))}
    </Box>
  );
}
