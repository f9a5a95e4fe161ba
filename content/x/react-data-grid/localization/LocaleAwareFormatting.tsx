import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 964);
const LOCALES = ['en-US', 'de-DE', 'hi-IN', 'ja-JP'] as const;

export default function LocaleAwareFormatting() {
  const [locale, setLocale] = React.useState<(typeof LOCALES)[number]>('de-DE');

  // Formatters are built once per locale, not once per cell.
  const columns = React.useMemo<GridColDef<Trade>[]>(() => {
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const units = new Intl.NumberFormat(locale);
    return [
      { field: 'commodity', headerName: 'Commodity', width: 150 },
      { field: 'quantity', headerName: 'Quantity', type: 'number', width: 130, valueFormatter: (value: number) => units.format(value) },
      { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 140, valueFormatter: (value: number) => amount.format(value) },
      {
        field: 'notional',
        headerName: 'Notional',
        type: 'number',
        width: 170,
        valueGetter: (_value, row) => row.quantity * row.unitPrice,
        valueFormatter: (value: number) => amount.format(value),
      },
    ];
  }, [locale]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={locale} onChange={(_event, next) => next && setLocale(next)} aria-label="Number format" sx={{ mb: 1 }}>
        {LOCALES.map((tag) => (
          <ToggleButton key={tag} value={tag}>
            {tag}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={trades} columns={columns} aria-label="Trades with locale-specific number formats" />
      </Box>
    </Box>
  );
}
