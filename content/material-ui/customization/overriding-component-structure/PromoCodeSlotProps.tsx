import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import * as React from 'react';

export default function PromoCodeSlotProps() {
  const [code, setCode] = React.useState('');

  return (
    <TextField
      label="Promo code"
      value={code}
      onChange={(event) => setCode(event.target.value.toUpperCase())}
      helperText={`${code.length}/12 characters`}
      sx={{ width: 280 }}
      slotProps={{
        // The InputBase part: adornments live here.
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <LocalOfferOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
        // The <input> element itself: native attributes.
        htmlInput: { maxLength: 12, autoComplete: 'off', spellCheck: false, sx: { letterSpacing: '0.15em' } },
        // The helper text below: align the counter to the end.
        formHelperText: { sx: { textAlign: 'end' } },
      }}
    />
  );
}
