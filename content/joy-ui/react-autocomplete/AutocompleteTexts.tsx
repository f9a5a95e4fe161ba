import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Backspace from '@mui/icons-material/Backspace';
import ExpandMore from '@mui/icons-material/ExpandMore';

const regions = ['Andalucía', 'Aragón', 'Cataluña', 'Galicia', 'Madrid', 'País Vasco', 'Valencia'];

export default function AutocompleteTexts() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Comunidad autónoma</FormLabel>
      {/* The built-in texts and icons can be replaced, for example to translate them. */}
      <Autocomplete
        options={regions}
        defaultValue="Galicia"
        noOptionsText="Sin resultados"
        openText="Abrir"
        closeText="Cerrar"
        clearText="Borrar"
        popupIcon={<ExpandMore />}
        clearIcon={<Backspace fontSize="small" />}
        placeholder="Buscar"
      />
    </FormControl>
  );
}
