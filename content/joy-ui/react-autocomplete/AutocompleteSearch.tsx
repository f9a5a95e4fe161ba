import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Search from '@mui/icons-material/Search';

const catalogue = [
  'Bamboo toothbrush',
  'Beeswax wraps',
  'Glass straw',
  'Linen tote bag',
  'Refill shampoo bar',
  'Steel lunch box',
  'Wool dryer balls',
];

// Stand-in for a server-side search.
function searchProducts(query: string): Promise<string[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      resolve(catalogue.filter((name) => name.toLowerCase().includes(query.toLowerCase())));
    }, 400);
  });
}

export default function AutocompleteSearch() {
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions([]);
      return undefined;
    }
    let active = true;
    setLoading(true);
    // Wait for a pause in typing, then ask the server.
    const timer = window.setTimeout(async () => {
      const results = await searchProducts(inputValue);
      if (active) {
        setOptions(results);
        setLoading(false);
      }
    }, 250);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [inputValue]);

  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Search products</FormLabel>
      <Autocomplete
        options={options}
        // The server already filtered: show its results as they are.
        filterOptions={(results) => results}
        inputValue={inputValue}
        onInputChange={(_event, value) => setInputValue(value)}
        loading={loading}
        noOptionsText={inputValue ? 'No products found' : 'Start typing to search'}
        startDecorator={<Search />}
        placeholder="e.g. straw"
      />
    </FormControl>
  );
}
