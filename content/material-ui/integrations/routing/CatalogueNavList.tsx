import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MemoryRouter, NavLink, Route, Routes } from 'react-router';
import { cataloguePages } from './catalogue';

export default function CatalogueNavList() {
  return (
    <MemoryRouter initialEntries={['/material-ui/react-chip/']}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Paper variant="outlined" sx={{ minWidth: 200 }}>
          <List component="nav" aria-label="Catalogue sections" dense>
            {cataloguePages.map((page) => (
              // NavLink adds the `active` class and aria-current="page" to the current entry.
              <ListItemButton
                key={page.path}
                component={NavLink}
                to={page.path}
                sx={{
                  '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                  '&.active .MuiListItemText-primary': { fontWeight: 600 },
                }}
              >
                <ListItemText primary={page.title} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Routes>
          {cataloguePages.map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={
                <div>
                  <Typography component="h3" variant="h6">
                    {page.title}
                  </Typography>
                  <Typography variant="body2">{page.summary}</Typography>
                </div>
              }
            />
          ))}
        </Routes>
      </Stack>
    </MemoryRouter>
  );
}
