import * as React from 'react';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import AppTheme from '../shared-theme/AppTheme';
import OrdersView from './components/OrdersView';
import SectionPlaceholder from './components/SectionPlaceholder';
import SideNav from './components/SideNav';
import TopBar from './components/TopBar';
import { HOME, navEntry, ORDERS } from './data/navigation';

const NAV_WIDTH = 248;

/** Order management for Saltmarsh Pottery, an invented ceramics studio with a web shop. */
export default function OrderDashboard() {
  const [section, setSection] = React.useState(ORDERS);
  const [navOpen, setNavOpen] = React.useState(false);
  const current = navEntry(section);
  return (
    <AppTheme>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.body' }}>
        <Sheet
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'sticky',
            top: 0,
            width: NAV_WIDTH,
            height: '100vh',
            flexShrink: 0,
            borderRight: '1px solid',
            borderColor: 'divider',
          }}
        >
          <SideNav current={current.id} onNavigate={setSection} />
        </Sheet>
        <Drawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          size="sm"
          sx={{ display: { md: 'none' } }}
          // No DialogTitle or DialogContent inside: name the drawer itself.
          slotProps={{ content: { 'aria-label': 'Navigation', 'aria-labelledby': undefined, 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close navigation" />
          <SideNav
            current={current.id}
            onNavigate={(id) => {
              setSection(id);
              setNavOpen(false);
            }}
          />
        </Drawer>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            sectionLabel={current.label}
            onHome={current.id === HOME ? undefined : () => setSection(HOME)}
            navOpen={navOpen}
            onOpenNav={() => setNavOpen(true)}
          />
          {/* Kept mounted while another section is open, so shipped orders stay shipped. */}
          <OrdersView hidden={current.id !== ORDERS} />
          {current.id !== ORDERS && <SectionPlaceholder entry={current} />}
        </Box>
      </Box>
    </AppTheme>
  );
}
