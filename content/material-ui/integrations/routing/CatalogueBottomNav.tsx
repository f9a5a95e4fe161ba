import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LinearScale from '@mui/icons-material/LinearScale';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Link as RouterLink, useLocation } from 'react-router';
import { cataloguePages } from './catalogue';

const icons = [<SmartButtonOutlined key="b" />, <LabelOutlined key="c" />, <LinearScale key="s" />, <ToggleOnOutlined key="t" />];

function MobileShell() {
  const { pathname } = useLocation();
  const page = cataloguePages.find((item) => item.path === pathname);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400, overflow: 'hidden' }}>
      <Typography sx={{ p: 2, minHeight: 72 }}>{page?.summary}</Typography>
      <BottomNavigation component="nav" aria-label="Catalogue" value={pathname} showLabels>
        {cataloguePages.map((item, index) => (
          <BottomNavigationAction
            key={item.path}
            label={item.title}
            value={item.path}
            icon={icons[index]}
            component={RouterLink}
            to={item.path}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

export default function CatalogueBottomNav() {
  return (
    <MemoryRouter initialEntries={['/material-ui/react-button/']}>
      <MobileShell />
    </MemoryRouter>
  );
}
