import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const perPage = 4;
const products = Array.from({ length: 37 }, (_, index) => ({
  id: index + 1,
  name: `Walking boot, model ${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) + 1}`,
  price: 79 + ((index * 7) % 60),
}));
const pageCount = Math.ceil(products.length / perPage);

type PagerColor = 'standard' | 'primary' | 'secondary';

export default function SearchResults() {
  const [page, setPage] = React.useState(1);
  const [loading, setLoading] = React.useState(false);
  const [color, setColor] = React.useState<PagerColor>('primary');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Pretend each page comes from the server: the pager is disabled until it arrives.
  const handleChange = (_event: React.ChangeEvent<unknown>, next: number) => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPage(next);
      setLoading(false);
    }, 600);
  };

  const visible = products.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup size="small" exclusive value={color} onChange={(_, next: PagerColor | null) => next && setColor(next)} aria-label="Pager colour">
        <ToggleButton value="standard">standard</ToggleButton>
        <ToggleButton value="primary">primary</ToggleButton>
        <ToggleButton value="secondary">secondary</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" role="status">
        {loading ? 'Loading results…' : `“walking boots”: ${products.length} products, page ${page} of ${pageCount}`}
      </Typography>
      <List dense aria-label="Search results" sx={{ opacity: loading ? 0.5 : 1 }}>
        {visible.map((product) => (
          <ListItem key={product.id} divider>
            <ListItemText primary={product.name} secondary={`€${product.price}`} />
          </ListItem>
        ))}
      </List>
      <Pagination count={pageCount} page={page} onChange={handleChange} color={color} disabled={loading} aria-label="Search results pages" />
    </Stack>
  );
}
