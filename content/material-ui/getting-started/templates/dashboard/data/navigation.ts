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
  label: string;
  icon: SvgIconComponent;
  href: string;
  /** A count shown beside the label, such as open items. */
  count?: number;
}

export const mainNav: NavItem[] = [
  { label: 'Overview', icon: DashboardOutlined, href: '#overview' },
  { label: 'Shipments', icon: LocalShippingOutlined, href: '#shipments', count: 1284 },
  { label: 'Routes', icon: AltRouteOutlined, href: '#routes' },
  { label: 'Warehouses', icon: WarehouseOutlined, href: '#warehouses' },
  { label: 'Invoices', icon: ReceiptLongOutlined, href: '#invoices', count: 12 },
  { label: 'Reports', icon: AssessmentOutlined, href: '#reports' },
];

export const secondaryNav: NavItem[] = [
  { label: 'Settings', icon: SettingsOutlined, href: '#settings' },
  { label: 'Help & guides', icon: HelpOutlineOutlined, href: '#help' },
];

/** The page this template shows; a router would tell you this. */
export const currentHref = '#overview';
