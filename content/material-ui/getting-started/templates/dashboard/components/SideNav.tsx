import type * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import KeyboardDoubleArrowLeftRounded from '@mui/icons-material/KeyboardDoubleArrowLeftRounded';
import KeyboardDoubleArrowRightRounded from '@mui/icons-material/KeyboardDoubleArrowRightRounded';
import BrandMark from './BrandMark';
import NavList from './NavList';
import { mainNav, secondaryNav } from '../data/navigation';

export const NAV_WIDTH = 256;
export const NAV_RAIL_WIDTH = 72;
export const MOBILE_NAV_ID = 'dashboard-mobile-nav';

interface SideNavProps {
  /** The id of the open section. */
  section: string;
  onNavigate: (id: string) => void;
  /** Desktop: icons only. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Phones and tablets: the temporary drawer is open. */
  mobileOpen: boolean;
  onMobileClose: () => void;
}

interface NavContentsProps {
  collapsed: boolean;
  section: string;
  onNavigate: (id: string) => void;
  /** Extra controls under the links, such as the fold button. */
  footer?: React.ReactNode;
}

/** Logo, section entries and footer, all in one `nav` landmark. */
function NavContents({ collapsed, section, onNavigate, footer }: NavContentsProps) {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: collapsed ? 2.5 : 2, py: 2, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        <BrandMark compact={collapsed} />
      </Box>
      <Box sx={{ px: 1.5, flex: 1, overflowY: 'auto' }}>
        <NavList items={mainNav} current={section} onNavigate={onNavigate} collapsed={collapsed} />
        <Divider sx={{ my: 2 }} />
        <NavList items={secondaryNav} current={section} onNavigate={onNavigate} collapsed={collapsed} />
      </Box>
      {footer}
    </Box>
  );
}

/**
 * A permanent side navigation from the `md` breakpoint up, which the reader can fold into an icon
 * rail, and a temporary drawer on smaller screens, opened from the header's menu button.
 */
export default function SideNav({ section, onNavigate, collapsed, onToggleCollapsed, mobileOpen, onMobileClose }: SideNavProps) {
  const width = collapsed ? NAV_RAIL_WIDTH : NAV_WIDTH;
  return (
    <Box sx={{ width: { md: width }, flexShrink: { md: 0 }, transition: 'width 200ms' }}>
      <Drawer
        id={MOBILE_NAV_ID}
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { xs: 'block', md: 'none' } }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH, display: 'flex' } } }}
      >
        <NavContents
          collapsed={false}
          section={section}
          onNavigate={(id) => {
            onNavigate(id);
            onMobileClose();
          }}
        />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{ display: { xs: 'none', md: 'block' } }}
        slotProps={{
          paper: { sx: { width, display: 'flex', overflowX: 'hidden', transition: 'width 200ms' } },
        }}
      >
        <NavContents
          collapsed={collapsed}
          section={section}
          onNavigate={onNavigate}
          footer={
            <Box sx={{ p: 1.5, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
              <Tooltip title={collapsed ? 'Expand navigation' : 'Collapse navigation'} placement="right">
                <IconButton onClick={onToggleCollapsed} aria-expanded={!collapsed}>
                  {collapsed ? <KeyboardDoubleArrowRightRounded /> : <KeyboardDoubleArrowLeftRounded />}
                </IconButton>
              </Tooltip>
            </Box>
          }
        />
      </Drawer>
    </Box>
  );
}
