import * as React from 'react';
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import AppTheme from '../shared-theme/AppTheme';
import SectionPlaceholder from './components/SectionPlaceholder';
import SettingsView from './components/SettingsView';
import SideNav from './components/SideNav';
import TopBar from './components/TopBar';
import { ACCOUNT, HOME, navLink } from './data/navigation';
import { savedProfile } from './data/profile';

const NAV_WIDTH = 264;

/**
 * Account settings in Wrenfield, an invented staff rota app for veterinary clinics: a fixed
 * navigation column from `md` up (a drawer below), a sticky header, and the settings tabs.
 */
export default function ProfileDashboard() {
  const [section, setSection] = React.useState(ACCOUNT);
  const [navOpen, setNavOpen] = React.useState(false);
  // The last saved profile: the header and the navigation show the saved name, not the draft.
  const [profile, setProfile] = React.useState(savedProfile);
  const current = navLink(section);
  const nav = (onNavigate: (id: string) => void) => (
    <SideNav name={profile} role={profile.role} current={current.id} onNavigate={onNavigate} />
  );

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
            bgcolor: 'background.surface',
          }}
        >
          {nav(setSection)}
        </Sheet>
        <Drawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          size="sm"
          sx={{ display: { md: 'none' } }}
          // No DialogTitle inside, so the drawer is named here.
          slotProps={{ content: { 'aria-label': 'Navigation', 'aria-labelledby': undefined, 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close navigation" />
          {nav((id) => {
            setSection(id);
            setNavOpen(false);
          })}
        </Drawer>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar navOpen={navOpen} onOpenNav={() => setNavOpen(true)} name={profile} onOpenRota={() => setSection(HOME)} />
          {/* Kept mounted while another section is open, so an unsaved profile draft survives. */}
          <SettingsView
            profile={profile}
            onProfileSaved={setProfile}
            onHome={() => setSection(HOME)}
            hidden={current.id !== ACCOUNT}
          />
          {current.id !== ACCOUNT && <SectionPlaceholder link={current} />}
        </Box>
      </Box>
    </AppTheme>
  );
}
