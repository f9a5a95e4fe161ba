import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Table, { TableProps } from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const variants: TableProps['variant'][] = ['plain', 'outlined', 'soft', 'solid'];
const rates = [
  { pair: 'EUR → USD', rate: '1.0842', change: '+0.12%' },
  { pair: 'EUR → GBP', rate: '0.8551', change: '−0.04%' },
  { pair: 'EUR → JPY', rate: '163.21', change: '+0.31%' },
];

export default function TableVariants() {
  const [variant, setVariant] = React.useState<TableProps['variant']>('outlined');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={labelId} level="title-sm">
          Variant
        </Typography>
        <RadioGroup aria-labelledby={labelId} orientation="horizontal" value={variant} onChange={(event) => setVariant(event.target.value as TableProps['variant'])}>
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} size="sm" />
          ))}
        </RadioGroup>
      </Box>
      <Table variant={variant} aria-label="Exchange rates" sx={{ borderRadius: 'sm' }}>
        <thead>
          <tr>
            <th>Currency pair</th>
            <th>Rate</th>
            <th>24h change</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((row) => (
            <tr key={row.pair}>
              <td>{row.pair}</td>
              <td>{row.rate}</td>
              <td>{row.change}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
