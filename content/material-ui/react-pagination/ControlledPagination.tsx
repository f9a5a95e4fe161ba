import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

const recipes = [
  'Lemon risotto', 'Chickpea curry', 'Miso aubergine', 'Shakshuka', 'Pea and mint soup',
  'Mushroom stroganoff', 'Black bean tacos', 'Leek and potato pie', 'Tomato galette',
  'Sesame noodles', 'Squash gnocchi', 'Lentil ragù',
];
const perPage = 4;

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const shown = recipes.slice((page - 1) * perPage, page * perPage);
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <List dense aria-label={`Recipes, page ${page}`}>
        {shown.map((recipe) => (
          <ListItem key={recipe}>
            <ListItemText primary={recipe} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={Math.ceil(recipes.length / perPage)}
        page={page}
        onChange={(_event, value) => setPage(value)}
        color="primary"
        aria-label="Recipe pages"
      />
    </Stack>
  );
}
