import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { VariantProp } from '@mui/joy/styles';
import * as React from 'react';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} color={color} variant={variant}>
            {color}
          </Button>
        ))}
      </Box>
      <RadioGroup orientation="horizontal" aria-label="Variant" value={variant} onChange={(event) => setVariant(event.target.value as VariantProp)}>
        {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
    </Box>
  );
}
