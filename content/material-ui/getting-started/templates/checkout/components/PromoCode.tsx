import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { promoCodes } from '../data/cart';

interface PromoCodeProps {
  applied: string | null;
  onApply: (code: string | null) => void;
}

/** A code field that validates on Apply; once applied, the code shows as a chip the reader can remove. */
export default function PromoCode({ applied, onApply }: PromoCodeProps) {
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState('');

  if (applied) {
    return (
      <Chip
        icon={<LocalOfferOutlined />}
        label={`${applied} · ${promoCodes[applied].label}`}
        onDelete={() => onApply(null)}
        color="success"
        variant="outlined"
        sx={{ maxWidth: '100%' }}
      />
    );
  }

  const apply = () => {
    const normalised = code.trim().toUpperCase();
    if (!normalised) return setError('Enter a code first.');
    if (!promoCodes[normalised])
      return setError(`${normalised} isn’t a code we recognise. Codes are in your welcome email.`);
    setError('');
    setCode('');
    onApply(normalised);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Gift card or discount code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          // The field sits outside the step forms, so Enter applies the code instead of submitting a step.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={Boolean(error)}
        helperText={error || 'Try INKWELL10'}
        fullWidth
      />
      <Button variant="outlined" color="inherit" onClick={apply} sx={{ height: 40 }}>
        Apply
      </Button>
    </Box>
  );
}
