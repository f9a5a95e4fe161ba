import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

export default function AccessibleIcons() {
  const items = 3;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Decorative: the text says it all, so the icon stays hidden from screen readers. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LocalShippingOutlinedIcon color="action" />
        <Typography>Free delivery on orders over $50</Typography>
      </Stack>
      {/* Meaningful on its own: the icon carries a name. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <WarningAmberRoundedIcon color="warning" titleAccess="Warning" />
        <Typography>Only 2 left in stock</Typography>
      </Stack>
      {/* Inside a control: the control carries the name, including what the badge shows. */}
      <IconButton aria-label={`Cart, ${items} items`}>
        <Badge badgeContent={items} color="primary">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
