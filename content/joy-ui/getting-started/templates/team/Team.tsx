import * as React from 'react';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import AppTheme from '../shared-theme/AppTheme';
import DirectoryView from './components/DirectoryView';
import SectionPlaceholder from './components/SectionPlaceholder';
import SideNav from './components/SideNav';
import StudioLogo from './components/StudioLogo';
import TopBar, { TOP_BAR_HEIGHT } from './components/TopBar';
import { navLink, PEOPLE } from './data/navigation';
import { useDirectory } from './hooks/useDirectory';

/**
 * The people directory of Halden & Moss, an invented landscape architecture studio: a header with
 * the search across the top, the intranet's navigation on the left (a rail or a column from `md`,
 * a drawer below), and the directory with its filters, cards and profiles.
 */
export default function Team() {
  const directory = useDirectory();
  const [section, setSection] = React.useState(PEOPLE);
  const [navOpen, setNavOpen] = React.useState(false);
  const current = navLink(section);
  const [railOnly, setRailOnly] = React.useState(false);

  return (
    <AppTheme>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.body' }}>
        <TopBar search={directory.criteria.search} onSearchChange={directory.setSearch} navOpen={navOpen} onOpenNav={() => setNavOpen(true)} />
        <Box sx={{ display: 'flex' }}>
          <Sheet
            sx={{
              display: { xs: 'none', md: 'block' },
              position: 'sticky',
              top: TOP_BAR_HEIGHT,
              height: `calc(100dvh - ${TOP_BAR_HEIGHT}px)`,
              width: railOnly ? 64 : 232,
              flexShrink: 0,
              transition: 'width 160ms ease',
              borderRight: '1px solid',
              borderColor: 'divider',
              overflowY: 'auto',
            }}
          >
            <SideNav
              current={current.id}
              onNavigate={setSection}
              collapsed={railOnly}
              onToggleCollapsed={() => setRailOnly((value) => !value)}
            />
          </Sheet>
          {/* Kept mounted while another section is open, so the directory is as it was on the way back. */}
          <DirectoryView directory={directory} hidden={current.id !== PEOPLE} />
          {current.id !== PEOPLE && <SectionPlaceholder link={current} />}
        </Box>
        <Drawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          size="sm"
          sx={{ display: { md: 'none' } }}
          slotProps={{ content: { 'aria-label': 'Navigation', 'aria-labelledby': undefined, 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close navigation" />
          <Box sx={{ p: 2, pr: 6 }}>
            <StudioLogo />
          </Box>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <SideNav
              current={current.id}
              onNavigate={(id) => {
                setSection(id);
                setNavOpen(false);
              }}
            />
          </Box>
        </Drawer>
      </Box>
    </AppTheme>
  );
}
