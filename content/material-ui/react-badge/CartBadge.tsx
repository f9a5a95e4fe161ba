import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Badge, { badgeClasses } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';

// A ring in the page colour separates the count from the icon, and the badge sits a little lower.
const CountBadge = styled(Badge)(({ theme }) => ({
  [`& .${badgeClasses.badge}`]: {
    top: 6,
    right: -2,
    border: `2px solid ${theme.palette.background.paper}`,
    padding: '0 4px',
    fontWeight: 700,
  },
}));

const itemsInCart = 3;

export default function CartBadge() {
  return (
    <IconButton aria-label={`Shopping bag, ${itemsInCart} items`}>
      <CountBadge badgeContent={itemsInCart} color="primary">
        <ShoppingBagOutlinedIcon fontSize="large" />
      </CountBadge>
    </IconButton>
  );
}
