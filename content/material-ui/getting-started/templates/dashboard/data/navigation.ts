import type { SvgIconComponent } from '@mui/icons-material';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';

export interface NavItem {
  /** The section's key: the view state while it is open, and the `id` of its `main` region. */
  id: string;
  label: string;
  icon: SvgIconComponent;
  /** A count shown beside the label, such as open items. */
  count?: number;
}

export const mainNav: NavItem[] = [
  { id: 'overview', label: 'Overview', icon: DashboardOutlined },
  { id: 'shipments', label: 'Shipments', icon: LocalShippingOutlined, count: 1284 },
  { id: 'routes', label: 'Routes', icon: AltRouteOutlined },
  { id: 'warehouses', label: 'Warehouses', icon: WarehouseOutlined },
  { id: 'invoices', label: 'Invoices', icon: ReceiptLongOutlined, count: 12 },
  { id: 'reports', label: 'Reports', icon: AssessmentOutlined },
];

export const secondaryNav: NavItem[] = [
  { id: 'settings', label: 'Settings', icon: SettingsOutlined },
  { id: 'help', label: 'Help & guides', icon: HelpOutlineOutlined },
];

/** The section this template draws; the others open a placeholder. A router would take over from here. */
export const OVERVIEW = 'overview';

/** The entry of a section id (the overview for an unknown one). */
export function navItem(id: string): NavItem {
  return [...mainNav, ...secondaryNav].find((item) => item.id === id) ?? mainNav[0];
}
