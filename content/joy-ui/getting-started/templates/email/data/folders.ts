import type { SvgIconComponent } from '@mui/icons-material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import InboxRounded from '@mui/icons-material/InboxRounded';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SnoozeRounded from '@mui/icons-material/SnoozeRounded';
import type { ColorPaletteProp } from '@mui/joy/styles';
import type { FolderId, LabelId } from './messages';

export const folders: { id: FolderId; label: string; icon: SvgIconComponent }[] = [
  { id: 'inbox', label: 'Inbox', icon: InboxRounded },
  { id: 'snoozed', label: 'Snoozed', icon: SnoozeRounded },
  { id: 'sent', label: 'Sent', icon: SendOutlined },
  { id: 'drafts', label: 'Drafts', icon: DraftsOutlined },
  { id: 'archive', label: 'Archive', icon: ArchiveOutlined },
  { id: 'bin', label: 'Bin', icon: DeleteOutlineRounded },
];

export const labels: { id: LabelId; label: string; color: ColorPaletteProp }[] = [
  { id: 'clients', label: 'Clients', color: 'primary' },
  { id: 'suppliers', label: 'Suppliers', color: 'success' },
  { id: 'invoices', label: 'Invoices', color: 'warning' },
  { id: 'personal', label: 'Personal', color: 'danger' },
];
