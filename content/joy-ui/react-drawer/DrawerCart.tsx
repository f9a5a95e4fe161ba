import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ShoppingBag from '@mui/icons-material/ShoppingBag';

const initialItems = [
  { id: 1, name: 'Ceramic pour-over set', price: 42 },
  { id: 2, name: 'Single-origin beans, 250 g', price: 14.5 },
];

export default function DrawerCart() {
  const [open, setOpen] = React.useState(false);
  const [items, setItems] = React.useState(initialItems);
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return (
    <>
      <IconButton
        variant="outlined"
        aria-label={`Basket, ${items.length} items`}
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={items.length} size="sm">
          <ShoppingBag />
        </Badge>
      </IconButton>
      <Drawer anchor="right" size="sm" open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Your basket</DialogTitle>
        <ModalClose />
        <DialogContent sx={{ px: 2 }}>
          {items.length === 0 && <Typography level="body-sm">Your basket is empty.</Typography>}
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {items.map((item) => (
              <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography level="body-sm" sx={{ flex: 1 }}>
                  {item.name}
                </Typography>
                <Typography level="title-sm">€{item.price.toFixed(2)}</Typography>
                <IconButton
                  size="sm"
                  variant="plain"
                  color="danger"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => setItems((list) => list.filter((entry) => entry.id !== item.id))}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <Divider />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Typography level="title-md">Total €{total.toFixed(2)}</Typography>
          <Button size="lg" disabled={items.length === 0}>
            Go to checkout
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
