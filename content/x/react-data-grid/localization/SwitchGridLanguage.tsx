import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, esES, jaJP, ptBR } from '@mui/x-data-grid/locales';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40, 962);

const LANGUAGES = {
  'en-US': { name: 'English', locale: enUS },
  'de-DE': { name: 'Deutsch', locale: deDE },
  'es-ES': { name: 'Español', locale: esES },
  'ja-JP': { name: '日本語', locale: jaJP },
  'pt-BR': { name: 'Português (Brasil)', locale: ptBR },
} as const;

type Tag = keyof typeof LANGUAGES;

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

export default function SwitchGridLanguage() {
  const [tag, setTag] = React.useState<Tag>('de-DE');
  // Only the grid's own texts change here: the `localeText` of the chosen locale.
  const localeText = LANGUAGES[tag].locale.components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ minWidth: 200, mb: 1 }}>
        <InputLabel id="grid-language-label">Grid language</InputLabel>
        <Select labelId="grid-language-label" label="Grid language" value={tag} onChange={(event) => setTag(event.target.value as Tag)}>
          {Object.entries(LANGUAGES).map(([key, language]) => (
            <MenuItem key={key} value={key} lang={key}>
              {language.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }} lang={tag}>
        <DataGrid rows={trades} columns={columns} localeText={localeText} showToolbar checkboxSelection aria-label="Trades" />
      </Box>
    </Box>
  );
}
