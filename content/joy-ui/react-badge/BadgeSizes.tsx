import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BadgeSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      {sizes.map((size) => (
        <IconButton key={size} size={size} variant="plain" aria-label="Cart, 2 items">
          <Badge size={size} badgeContent={2}>
            <ShoppingCart />
          </Badge>
        </IconButton>
      ))}
    </Box>
  );
}
