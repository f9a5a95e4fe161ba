import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const GIFT_LIMIT = 160;

export default function DeliveryInstructions() {
  const [gift, setGift] = React.useState('Happy birthday, Ana! Enjoy the new headphones.');

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <TextField
        id="delivery-notes"
        label="Notes for the courier"
        placeholder="Gate code, where to leave the parcel…"
        slotProps={{ inputLabel: { shrink: true } }}
        multiline
        maxRows={5}
        helperText="Grows as you type, up to five lines."
      />
      <TextField
        id="delivery-gift"
        label="Gift message"
        multiline
        rows={3}
        value={gift}
        onChange={(event) => setGift(event.target.value.slice(0, GIFT_LIMIT))}
        helperText={`${gift.length} / ${GIFT_LIMIT} characters`}
      />
      <TextField
        id="delivery-address-extra"
        label="Address line 2"
        variant="filled"
        multiline
        minRows={2}
        defaultValue={'Building C, 4th floor\nReception desk'}
      />
    </Stack>
  );
}
