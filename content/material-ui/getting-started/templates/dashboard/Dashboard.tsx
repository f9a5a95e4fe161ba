import * as React from 'react';
import Box from '@mui/material/Box';
import AppTheme from '../shared-theme/AppTheme';
import Header from './components/Header';
import Overview from './components/Overview';
import SectionPlaceholder from './components/SectionPlaceholder';
import SideNav from './components/SideNav';
import { navItem, OVERVIEW } from './data/navigation';
import { dashboardOverrides } from './theme/dashboardOverrides';

/** Operations dashboard for Quayline Freight, an invented European freight forwarder. */
export default function Dashboard() {
  const [section, setSection] = React.useState(OVERVIEW);
  const [navCollapsed, setNavCollapsed] = React.useState(false);
  const [mobileNavOpen, setMobileNavOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const current = navItem(section);

  return (
    <AppTheme components={dashboardOverrides}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SideNav
          section={current.id}
          onNavigate={setSection}
          collapsed={navCollapsed}
          onToggleCollapsed={() => setNavCollapsed((value) => !value)}
          mobileOpen={mobileNavOpen}
          onMobileClose={() => setMobileNavOpen(false)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header
            sectionLabel={current.label}
            search={search}
            onSearchChange={setSearch}
            mobileNavOpen={mobileNavOpen}
            onOpenMobileNav={() => setMobileNavOpen(true)}
          />
          {/* Kept mounted while another section is open, so the period and filters survive. */}
          <Overview search={search} hidden={current.id !== OVERVIEW} />
          {current.id !== OVERVIEW && <SectionPlaceholder item={current} />}
        </Box>
      </Box>
    </AppTheme>
  );
}
