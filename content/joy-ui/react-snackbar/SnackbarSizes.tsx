import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

const sizes: NonNullable<SnackbarProps['size']>[] = ['sm', 'md', 'lg'];

export default function SnackbarSizes() {
  const [size, setSize] = React.useState<SnackbarProps['size']>('md');
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Stack direction="row" spacing={1}>
        {sizes.map((item) => (
          <Button
            key={item}
            size={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setSize(item);
              setOpen(true);
            }}
          >
            Size {item}
          </Button>
        ))}
      </Stack>
      <Snackbar role="status" size={size} open={open} autoHideDuration={3000} onClose={() => setOpen(false)}>
        Reminder set for 09:00 tomorrow.
      </Snackbar>
    </>
  );
}
