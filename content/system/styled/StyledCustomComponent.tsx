import { styled } from '@mui/system';

interface PriceProps {
  amount: number;
  currency: string;
  className?: string;
}

function Price({ amount, currency, className }: PriceProps) {
  const text = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
  return <span className={className}>{text}</span>;
}

const SalePrice = styled(Price)(({ theme }) => ({
  fontSize: 24,
  fontWeight: 700,
  color: '#b71c1c',
  ...theme.applyStyles('dark', { color: '#ef9a9a' }),
}));

const OldPrice = styled(Price)({
  textDecoration: 'line-through',
  opacity: 0.85,
});

export default function StyledCustomComponent() {
  return (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
      <SalePrice amount={59} currency="GBP" />
      <span>
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          was
        </span>
        <OldPrice amount={85} currency="GBP" />
      </span>
      <SalePrice amount={12.5} currency="EUR" sx={{ fontSize: 16, ml: 2 }} />
    </div>
  );
}
