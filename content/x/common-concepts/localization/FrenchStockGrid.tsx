import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';

type Book = { id: number; titre: string; auteur: string; rayon: string; stock: number; prix: number };

const books: Book[] = [
  { id: 1, titre: 'Le Petit Prince', auteur: 'Antoine de Saint-Exupéry', rayon: 'Jeunesse', stock: 14, prix: 8.9 },
  { id: 2, titre: 'Bonjour tristesse', auteur: 'Françoise Sagan', rayon: 'Roman', stock: 6, prix: 7.6 },
  { id: 3, titre: 'La Peste', auteur: 'Albert Camus', rayon: 'Roman', stock: 0, prix: 9.2 },
  { id: 4, titre: 'Les Misérables', auteur: 'Victor Hugo', rayon: 'Classique', stock: 3, prix: 15.5 },
  { id: 5, titre: 'Astérix le Gaulois', auteur: 'René Goscinny', rayon: 'Bande dessinée', stock: 21, prix: 10.95 },
  { id: 6, titre: 'Vingt mille lieues sous les mers', auteur: 'Jules Verne', rayon: 'Classique', stock: 9, prix: 6.4 },
];

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Book>[] = [
  { field: 'titre', headerName: 'Titre', flex: 1, minWidth: 180 },
  { field: 'auteur', headerName: 'Auteur', flex: 1, minWidth: 160 },
  { field: 'rayon', headerName: 'Rayon', width: 140 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'prix', headerName: 'Prix', type: 'number', width: 110, valueFormatter: (value: number) => euros.format(value) },
];

export default function FrenchStockGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        label="Stock de la librairie"
        showToolbar
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
