import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

const variants: NonNullable<SnackbarProps['variant']>[] = ['outlined', 'soft', 'solid', 'plain'];

export default function SnackbarVariants() {
  const [variant, setVariant] = React.useState<SnackbarProps['variant']>('outlined');
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setVariant(item);
              setOpen(true);
            }}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Snackbar
        role="status"
        variant={variant}
        color="primary"
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        Link copied to the clipboard ({variant} snackbar).
      </Snackbar>
    </>
  );
}
