import Box from '@mui/material/Box';
import { frFR as materialFrFR } from '@mui/material/locale';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(60, 961);
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const dates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Commande', width: 120 },
  { field: 'customer', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'orderedOn', headerName: 'Date', type: 'date', width: 130, valueFormatter: (value: Date) => dates.format(value) },
  { field: 'total', headerName: 'Montant', type: 'number', width: 130, valueFormatter: (value: number) => euros.format(value) },
];

// For a whole app, pass the locales to the root theme: createTheme(options, frFR, materialFrFR).
// For one French section, a nested ThemeProvider takes a function that extends the theme of the
// provider above it (your app's root provider) with the French texts of the grid and Material UI.
// With no provider above (this file pasted alone), the function receives an empty theme: start
// from the default one then.
const withFrench = (above: Theme): Theme => {
  const outer = above?.palette ? above : createTheme();
  return { ...outer, components: { ...outer.components, ...materialFrFR.components, ...frFR.components } };
};

export default function FrenchThemeLocale() {
  return (
    <ThemeProvider theme={withFrench}>
      <Box sx={{ height: 420, width: '100%' }} lang="fr">
        <DataGrid rows={orders} columns={columns} showToolbar checkboxSelection aria-label="Commandes récentes" />
      </Box>
    </ThemeProvider>
  );
}
