import { styled } from '@mui/system';

const Receipt = styled('section')(({ theme }) => ({
  maxWidth: 340,
  padding: theme.spacing(2),
  border: '1px solid',
  borderColor: 'currentColor',
  borderRadius: theme.shape.borderRadius * 2,
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 14,
}));

const Line = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  padding: theme.spacing(0.75, 0),
  '& + &': { borderTop: '1px dashed' },
}));

const items = [
  ['Flat white ×2', '7.80'],
  ['Almond croissant', '3.90'],
  ['Oat milk', '0.50'],
];

export default function StyledReceipt() {
  return (
    <Receipt aria-label="Receipt for table 12">
      {items.map(([name, price]) => (
        <Line key={name}>
          <span>{name}</span>
          <span>€{price}</span>
        </Line>
      ))}
      <Line sx={{ fontWeight: 'bold', mt: 1 }}>
        <span>Total</span>
        <span>€12.20</span>
      </Line>
    </Receipt>
  );
}
