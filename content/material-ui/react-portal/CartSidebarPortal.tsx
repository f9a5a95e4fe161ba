import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

function ProductRow({ name, summary }: { name: string; summary: HTMLElement | null }) {
  const [added, setAdded] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography>{name}</Typography>
      <Button size="small" variant={added ? 'text' : 'outlined'} onClick={() => setAdded(!added)}>
        {added ? 'Remove' : 'Add'}
      </Button>
      {added && (
        // Declared here, next to the row's state, but rendered into the summary panel.
        <Portal container={summary}>
          <Typography component="li" variant="body2">
            {name}
          </Typography>
        </Portal>
      )}
    </Stack>
  );
}

export default function CartSidebarPortal() {
  const [summary, setSummary] = React.useState<HTMLUListElement | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ flex: '1 1 240px' }}>
        <ProductRow name="Linen apron" summary={summary} />
        <ProductRow name="Cast-iron pan" summary={summary} />
        <ProductRow name="Olive wood spoon" summary={summary} />
      </Stack>
      <Paper variant="outlined" sx={{ flex: '0 1 200px', p: 2 }}>
        <Typography component="p" variant="subtitle2">
          In your basket
        </Typography>
        <Box component="ul" ref={setSummary} aria-label="Basket" sx={{ pl: 2.5, my: 1 }} />
      </Paper>
    </Box>
  );
}
