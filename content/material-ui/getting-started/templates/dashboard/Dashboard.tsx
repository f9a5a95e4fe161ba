import * as React from 'react';
import Box from '@mui/material/Box';
import AppTheme from '../shared-theme/AppTheme';
import Header from './components/Header';
import Overview from './components/Overview';
import SideNav from './components/SideNav';
import { dashboardOverrides } from './theme/dashboardOverrides';

/** Operations dashboard for Quayline Freight, an invented European freight forwarder. */
export default function Dashboard() {
  const [navCollapsed, setNavCollapsed] = React.useState(false);
  const [mobileNavOpen, setMobileNavOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');

  return (
    <AppTheme components={dashboardOverrides}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SideNav
          collapsed={navCollapsed}
          onToggleCollapsed={() => setNavCollapsed((value) => !value)}
          mobileOpen={mobileNavOpen}
          onMobileClose={() => setMobileNavOpen(false)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header
            search={search}
            onSearchChange={setSearch}
            mobileNavOpen={mobileNavOpen}
            onOpenMobileNav={() => setMobileNavOpen(true)}
          />
          <Overview search={search} />
        </Box>
      </Box>
    </AppTheme>
  );
}
