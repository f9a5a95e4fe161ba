import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

interface StockChipProps {
  level: 'ok' | 'low' | 'out';
}

// The props the default filter keeps back, plus this component's own styling prop.
const styleOnlyProps = new Set<PropertyKey>(['ownerState', 'theme', 'sx', 'as', 'level']);

const StockChip = styled('span', {
  shouldForwardProp: (prop) => !styleOnlyProps.has(prop),
})<StockChipProps>(({ theme }) => ({
  ...theme.typography.caption,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0.5, 1.25),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  color: (theme.vars ?? theme).palette.text.primary,
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
  },
  variants: [
    { props: { level: 'ok' }, style: { '&::before': { backgroundColor: (theme.vars ?? theme).palette.success.main } } },
    { props: { level: 'low' }, style: { '&::before': { backgroundColor: (theme.vars ?? theme).palette.warning.main } } },
    {
      props: { level: 'out' },
      style: {
        color: (theme.vars ?? theme).palette.error.main,
        '&::before': { backgroundColor: (theme.vars ?? theme).palette.error.main },
      },
    },
  ],
}));

const products = [
  { sku: 'Trail runner, size 42', level: 'ok', text: 'In stock' },
  { sku: 'Rain shell, M', level: 'low', text: '3 left' },
  { sku: 'Wool beanie', level: 'out', text: 'Out of stock' },
] as const;

export default function MaterialThemedChip() {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Stack component="li" key={product.sku} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <span style={{ minWidth: 180 }}>{product.sku}</span>
          <StockChip level={product.level} sx={product.level === 'out' ? { fontWeight: 'fontWeightBold' } : undefined}>
            {product.text}
          </StockChip>
        </Stack>
      ))}
    </Stack>
  );
}
