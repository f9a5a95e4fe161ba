import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Route, Link as RouterLink, Routes, useLocation } from 'react-router';
import { cataloguePages } from './catalogue';

function CatalogueTabsNav() {
  const { pathname } = useLocation();
  // The selected tab is derived from the URL, so back and forward keep it in sync.
  const current = cataloguePages.some((page) => page.path === pathname) ? pathname : false;

  return (
    <Tabs value={current} aria-label="Component catalogue" variant="scrollable" scrollButtons="auto">
      {cataloguePages.map((page) => (
        <Tab key={page.path} label={page.title} value={page.path} component={RouterLink} to={page.path} />
      ))}
    </Tabs>
  );
}

export default function CatalogueTabs() {
  return (
    <MemoryRouter initialEntries={['/material-ui/react-slider/']}>
      <Box sx={{ width: '100%', borderBottom: 1, borderColor: 'divider' }}>
        <CatalogueTabsNav />
      </Box>
      <Routes>
        {cataloguePages.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={<Typography sx={{ p: 2 }}>{page.summary}</Typography>}
          />
        ))}
      </Routes>
    </MemoryRouter>
  );
}
