import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';

export default function BadgeCounter() {
  const [items, setItems] = React.useState(1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <IconButton variant="soft" color="neutral" aria-label={`Bag, ${items} ${items === 1 ? 'item' : 'items'}`}>
        <Badge badgeContent={items} color="success">
          <ShoppingBagOutlined />
        </Badge>
      </IconButton>
      <Button size="sm" onClick={() => setItems(items + 1)}>
        Add scarf
      </Button>
      <Button size="sm" variant="outlined" disabled={items === 0} onClick={() => setItems(items - 1)}>
        Remove one
      </Button>
    </Box>
  );
}
