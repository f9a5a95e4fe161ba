import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import * as React from 'react';

interface Notice {
  key: number;
  text: string;
}

const products = ['Oat milk 1 L', 'Sourdough loaf', 'Free-range eggs (6)'];

export default function CartQueue() {
  const [queue, setQueue] = React.useState<Notice[]>([]);
  const [current, setCurrent] = React.useState<Notice | undefined>(undefined);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length > 0 && !current) {
      // Nothing on screen: show the oldest waiting message.
      setCurrent(queue[0]);
      setQueue((waiting) => waiting.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A newer message is waiting: close the current one quickly.
      setOpen(false);
    }
  }, [queue, current, open]);

  const add = (product: string) => {
    nextKey.current += 1;
    setQueue((waiting) => [...waiting, { key: nextKey.current, text: `${product} added to your basket` }]);
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {products.map((product) => (
        <Button key={product} variant="outlined" startIcon={<AddShoppingCartIcon />} onClick={() => add(product)}>
          {product}
        </Button>
      ))}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={current?.text}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
      />
    </Stack>
  );
}
