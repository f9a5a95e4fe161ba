import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

// Stand-in for a request to your API.
function fetchWarehouses(): Promise<string[]> {
  return new Promise((resolve) => {
    window.setTimeout(
      () => resolve(['Antwerp North', 'Gdańsk Port', 'Lyon East', 'Milan Linate', 'Rotterdam Maasvlakte']),
      1200,
    );
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = async () => {
    setOpen(true);
    // Load once, the first time the list opens.
    if (options.length === 0 && !loading) {
      setLoading(true);
      setOptions(await fetchWarehouses());
      setLoading(false);
    }
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Ship from warehouse</FormLabel>
      <Autocomplete
        open={open}
        onOpen={handleOpen}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading warehouses…"
        placeholder="Open to load"
        endDecorator={loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} /> : null}
      />
    </FormControl>
  );
}
