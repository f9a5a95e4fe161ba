import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

export interface NavLink {
  /** The section's key: the view state while it is open. */
  id: string;
  label: string;
  icon: SvgIconComponent;
}

/** The intranet's sections. `people` is the page this template draws; the others open a placeholder. */
export const sections: NavLink[] = [
  { id: 'home', label: 'Home', icon: HomeRounded },
  { id: 'people', label: 'People', icon: GroupsRounded },
  { id: 'org-chart', label: 'Org chart', icon: AccountTreeRounded },
  { id: 'studios', label: 'Studios', icon: ApartmentRounded },
  { id: 'leave', label: 'Leave calendar', icon: EventAvailableRounded },
  { id: 'noticeboard', label: 'Noticeboard', icon: CampaignRounded },
];

export const settingsLink: NavLink = { id: 'settings', label: 'Settings', icon: SettingsRounded };

export const PEOPLE = 'people';

/** The entry of a section id (people for an unknown one). */
export function navLink(id: string): NavLink {
  return [...sections, settingsLink].find((link) => link.id === id) ?? sections[1];
}
