import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const bairros = ['Alfama', 'Baixa', 'Belém', 'Campo de Ourique', 'Chiado', 'Graça', 'Mouraria', 'Príncipe Real'];

export default function PortugueseTexts() {
  return (
    <Autocomplete
      id="lisbon-district"
      options={bairros}
      // Every text the component renders or announces can be replaced.
      openText="Abrir"
      closeText="Fechar"
      clearText="Limpar"
      noOptionsText="Nenhum bairro encontrado"
      loadingText="A carregar…"
      sx={{ width: '100%', maxWidth: 300 }}
      renderInput={(params) => <TextField {...params} label="Bairro de Lisboa" />}
    />
  );
}
