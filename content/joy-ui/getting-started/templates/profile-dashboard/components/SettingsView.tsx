import * as React from 'react';
import Box from '@mui/joy/Box';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Snackbar from '@mui/joy/Snackbar';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LockRounded from '@mui/icons-material/LockRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import BillingSettings from './BillingSettings';
import NotificationSettings from './NotificationSettings';
import PageHeader from './PageHeader';
import ProfileForm from './ProfileForm';
import SecuritySettings from './SecuritySettings';
import { ACCOUNT } from '../data/navigation';
import type { Profile } from '../data/profile';

const tabs = [
  { value: 'profile', label: 'Profile', icon: BadgeRounded },
  { value: 'notifications', label: 'Notifications', icon: NotificationsActiveRounded },
  { value: 'security', label: 'Sign-in & security', icon: LockRounded },
  { value: 'billing', label: 'Plan & billing', icon: CreditCardRounded },
] as const;

type TabValue = (typeof tabs)[number]['value'];

export interface SettingsViewProps {
  profile: Profile;
  onProfileSaved: (profile: Profile) => void;
  onHome: () => void;
  /** Hidden while another section is open: kept mounted, so an unsaved draft survives. */
  hidden?: boolean;
}

/**
 * The `main` region: the page header and a tab per area of the account. Panels stay mounted, so an
 * unsaved profile draft survives a look at another tab. Notices from any tab share one snackbar.
 */
export default function SettingsView({ profile, onProfileSaved, onHome, hidden = false }: SettingsViewProps) {
  const [tab, setTab] = React.useState<TabValue>('profile');
  const [notice, setNotice] = React.useState('');
  const current = tabs.find((item) => item.value === tab) ?? tabs[0];

  return (
    <Box
      component="main"
      id={ACCOUNT}
      hidden={hidden}
      sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 5 }, py: { xs: 3, md: 4 }, display: hidden ? 'none' : 'flex', flexDirection: 'column', gap: 3 }}
    >
      <PageHeader section={current.label} onHome={onHome} />
      <Tabs value={tab} onChange={(_, value) => setTab(value as TabValue)} sx={{ bgcolor: 'transparent', maxWidth: 1080 }}>
        <TabList
          size="sm"
          sx={{
            gap: 0.5,
            overflowX: 'auto',
            scrollbarWidth: 'none',
            '& .MuiTab-root': { flex: 'none', whiteSpace: 'nowrap' },
          }}
        >
          {tabs.map(({ value, label, icon: Icon }) => (
            <Tab key={value} value={value} indicatorInset>
              <ListItemDecorator>
                <Icon />
              </ListItemDecorator>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="profile" keepMounted sx={{ px: 0, pb: 0, pt: 3 }}>
          <ProfileForm saved={profile} onSaved={onProfileSaved} onNotice={setNotice} />
        </TabPanel>
        <TabPanel value="notifications" keepMounted sx={{ px: 0, pb: 0, pt: 3 }}>
          <NotificationSettings onNotice={setNotice} />
        </TabPanel>
        <TabPanel value="security" keepMounted sx={{ px: 0, pb: 0, pt: 3 }}>
          <SecuritySettings email={profile.email} onNotice={setNotice} />
        </TabPanel>
        <TabPanel value="billing" keepMounted sx={{ px: 0, pb: 0, pt: 3 }}>
          <BillingSettings onNotice={setNotice} />
        </TabPanel>
      </Tabs>
      <Snackbar
        role="status"
        open={Boolean(notice)}
        onClose={() => setNotice('')}
        autoHideDuration={5000}
        variant="soft"
        color="primary"
        startDecorator={<InfoOutlined />}
      >
        {notice}
      </Snackbar>
    </Box>
  );
}
