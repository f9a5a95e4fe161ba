import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CheckboxControlled() {
  const [giftWrap, setGiftWrap] = React.useState(false);
  const total = 36 + (giftWrap ? 4.5 : 0);
  return (
    <Stack spacing={1.5}>
      <Checkbox
        label="Gift-wrap this order (+€4.50)"
        checked={giftWrap}
        onChange={(event) => setGiftWrap(event.target.checked)}
      />
      <Typography level="title-md" aria-live="polite">
        Order total: €{total.toFixed(2)}
      </Typography>
    </Stack>
  );
}
