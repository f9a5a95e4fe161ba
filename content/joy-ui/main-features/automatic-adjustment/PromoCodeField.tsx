import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';

type Size = 'sm' | 'md' | 'lg';

export default function PromoCodeField() {
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 380, mx: 'auto' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Field size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
      >
        <Radio value="sm" label="Compact" />
        <Radio value="md" label="Default" />
        <Radio value="lg" label="Touch" />
      </RadioGroup>
      <FormControl size={size}>
        <FormLabel>Promo code</FormLabel>
        <Input
          placeholder="SPRING25"
          startDecorator={<LocalOfferOutlined />}
          endDecorator={
            <>
              {/* Only the last action should reach the field's edge: keep a small gap here. */}
              <IconButton variant="plain" aria-label="Paste code" sx={{ mr: 0.5 }}>
                <ContentPasteRounded />
              </IconButton>
              <Button>Apply</Button>
            </>
          }
        />
      </FormControl>
    </Box>
  );
}
