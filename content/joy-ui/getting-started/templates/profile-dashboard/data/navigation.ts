import type { SvgIconComponent } from '@mui/icons-material';
import BeachAccessRounded from '@mui/icons-material/BeachAccessRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PetsRounded from '@mui/icons-material/PetsRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';

export interface NavLink {
  /** The section's key: the view state while it is open. */
  id: string;
  label: string;
  icon: SvgIconComponent;
  /** Items waiting for the signed-in person, shown as a badge. */
  pending?: number;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** Wrenfield's sections, in two groups: the clinic's shared rota and the signed-in person's own pages. */
export const navGroups: NavGroup[] = [
  {
    title: 'Clinic',
    links: [
      { id: 'rota', label: 'Rota', icon: CalendarMonthRounded },
      { id: 'swaps', label: 'Shift swaps', icon: SwapHorizRounded, pending: 3 },
      { id: 'time-off', label: 'Time off', icon: BeachAccessRounded },
      { id: 'on-call', label: 'On-call cover', icon: PetsRounded },
      { id: 'hours', label: 'Hours report', icon: InsightsRounded },
    ],
  },
  {
    title: 'You',
    links: [
      { id: 'account', label: 'Account settings', icon: ManageAccountsRounded },
      { id: 'help', label: 'Help centre', icon: HelpOutlineRounded },
    ],
  },
];

/** The section this template draws (also the `id` of its `main`); the others open a placeholder. */
export const ACCOUNT = 'account';
/** Wrenfield's home: the rota. */
export const HOME = 'rota';

/** The entry of a section id (account settings for an unknown one). */
export function navLink(id: string): NavLink {
  const links = navGroups.flatMap((group) => group.links);
  return links.find((link) => link.id === id) ?? links.find((link) => link.id === ACCOUNT)!;
}

export const clinic = { name: 'Harrowgate Vets', site: 'Mill Lane surgery', staff: 14 };
