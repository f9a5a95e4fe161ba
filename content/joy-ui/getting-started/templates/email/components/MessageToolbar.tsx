import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import type { ReactNode } from 'react';
import type { Message } from '../data/messages';
import type { Mailbox } from '../hooks/useMailbox';

function Action({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <Tooltip title={label} size="sm">
      <IconButton variant="plain" color="neutral" size="sm" aria-label={label} aria-pressed={pressed} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The reading pane's actions: back to the list (below `md`), archive, delete, mark unread and star. */
export default function MessageToolbar({ message, mailbox }: { message: Message; mailbox: Mailbox }) {
  return (
    <Box
      role="toolbar"
      aria-label="Message actions"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 1, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ display: { md: 'none' }, mr: 0.5 }}>
        <Action label="Back to the list" onClick={mailbox.closeReader}>
          <ArrowBackRounded />
        </Action>
      </Box>
      {message.folder !== 'archive' && (
        <Action label="Archive" onClick={() => mailbox.moveTo(message, 'archive')}>
          <ArchiveOutlined />
        </Action>
      )}
      {message.folder !== 'bin' && (
        <Action label="Move to bin" onClick={() => mailbox.moveTo(message, 'bin')}>
          <DeleteOutlineRounded />
        </Action>
      )}
      <Action label="Mark as unread" onClick={() => mailbox.markUnread(message)}>
        <MarkEmailUnreadOutlined />
      </Action>
      <Divider orientation="vertical" sx={{ mx: 0.5, my: 0.5 }} />
      <Action label="Star" pressed={message.starred} onClick={() => mailbox.toggleStar(message)}>
        {message.starred ? <StarRounded sx={{ color: 'warning.plainColor' }} /> : <StarBorderRounded />}
      </Action>
    </Box>
  );
}
