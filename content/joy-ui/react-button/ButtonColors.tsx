import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import type { VariantProp } from '@mui/joy/styles';

const actions = [
  { label: 'Checkout', color: 'primary' },
  { label: 'View order', color: 'neutral' },
  { label: 'Cancel order', color: 'danger' },
  { label: 'Mark as paid', color: 'success' },
  { label: 'Hold shipment', color: 'warning' },
] as const;

export default function ButtonColors() {
  const labelId = React.useId();
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <span id={labelId}>Button style</span>
        <Select aria-labelledby={labelId} size="sm" value={variant} onChange={(_, next) => next && setVariant(next)}>
          {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
            <Option key={item} value={item}>{item}</Option>
          ))}
        </Select>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action.label} color={action.color} variant={variant}>{action.label}</Button>
        ))}
      </Box>
    </Box>
  );
}
