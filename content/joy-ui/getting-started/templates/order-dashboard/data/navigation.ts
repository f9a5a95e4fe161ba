import type { SvgIconComponent } from '@mui/icons-material';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';

export interface NavEntry {
  /** The section's key: the view state while it is open, and the `id` of its `main` region. */
  id: string;
  label: string;
  icon: SvgIconComponent;
  count?: number;
}

export const mainNav: NavEntry[] = [
  { id: 'home', label: 'Home', icon: StorefrontRounded },
  { id: 'orders', label: 'Orders', icon: ReceiptLongRounded, count: 3 },
  { id: 'products', label: 'Products', icon: Inventory2Rounded },
  { id: 'customers', label: 'Customers', icon: PeopleAltRounded },
  { id: 'discounts', label: 'Discounts', icon: LocalOfferRounded },
  { id: 'reports', label: 'Reports', icon: BarChartRounded },
];

export const footerNav: NavEntry[] = [{ id: 'settings', label: 'Shop settings', icon: SettingsRounded }];

/** The section this template draws; the others open a placeholder. */
export const ORDERS = 'orders';
export const HOME = 'home';

/** The entry of a section id (the orders for an unknown one). */
export function navEntry(id: string): NavEntry {
  return [...mainNav, ...footerNav].find((entry) => entry.id === id) ?? mainNav[1];
}
