import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

const suppliers = ['Alentejo Cork Co.', 'Baltic Timber', 'Fábrica de Loiça Porto', 'Nordic Wool Mill', 'Sahara Glassworks', 'Tagus Textiles'];

// Replaces the popup surface: the same Paper, plus a note under the options.
function SupplierPaper({ children, ...other }: PaperProps) {
  return (
    <Paper {...other}>
      {children}
      <Box
        // Clicking the note must not take focus away from the input.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', typography: 'caption', color: 'text.secondary' }}
      >
        Synced from the purchasing system every night.
      </Box>
    </Paper>
  );
}

export default function SupplierPaperFooter() {
  return (
    <Autocomplete
      id="po-supplier"
      options={suppliers}
      slots={{ paper: SupplierPaper }}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Supplier" />}
    />
  );
}
