import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import ConversationAvatar from './ConversationAvatar';
import type { Conversation } from '../data/conversations';
import { ME, person, presenceLabel } from '../data/people';
import { titleOf } from '../hooks/useConversations';

export interface ConversationHeaderProps {
  conversation: Conversation;
  headingRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
  onMarkUnread: () => void;
  onToggleMute: () => void;
}

/** Who the conversation is with: avatar, name (an `h2`), role and presence or the members, and a menu. */
export default function ConversationHeader({ conversation, headingRef, onBack, onMarkUnread, onToggleMute }: ConversationHeaderProps) {
  const menuId = React.useId();
  const [menuOpen, setMenuOpen] = React.useState(false);
  let subtitle: string;
  if (conversation.title) {
    const others = conversation.memberIds.filter((id) => id !== ME).map((id) => person(id).name.split(' ')[0]);
    subtitle = `${others.join(', ')} and you`;
  } else {
    const other = person(conversation.memberIds.find((id) => id !== ME) ?? ME);
    subtitle = `${other.role} · ${presenceLabel[other.presence]}`;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1, sm: 3 }, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}>
      <IconButton variant="plain" color="neutral" aria-label="Back to conversations" onClick={onBack} sx={{ display: { md: 'none' } }}>
        <ArrowBackRounded />
      </IconButton>
      <ConversationAvatar conversation={conversation} size="sm" />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography ref={headingRef} tabIndex={-1} level="title-md" component="h2" noWrap sx={{ outline: 'none' }}>
          {titleOf(conversation)}
        </Typography>
        <Typography level="body-xs" noWrap>
          {subtitle}
        </Typography>
      </Box>
      <Dropdown open={menuOpen} onOpenChange={(_, isOpen) => setMenuOpen(isOpen)}>
        <MenuButton
          // Joy's menu is only in the page while open: point the button at it only then.
          aria-controls={menuOpen ? menuId : undefined}
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'plain', color: 'neutral' } }}
          aria-label={`Options for ${titleOf(conversation)}`}
        >
          <MoreVertRounded />
        </MenuButton>
        <Menu id={menuId} placement="bottom-end" sx={{ minWidth: 220 }}>
          <MenuItem onClick={onMarkUnread}>
            <ListItemDecorator>
              <MarkChatUnreadOutlined />
            </ListItemDecorator>
            Mark as unread
          </MenuItem>
          <MenuItem onClick={onToggleMute}>
            <ListItemDecorator>{conversation.muted ? <NotificationsActiveOutlined /> : <NotificationsOffOutlined />}</ListItemDecorator>
            {conversation.muted ? 'Unmute notifications' : 'Mute notifications'}
          </MenuItem>
        </Menu>
      </Dropdown>
    </Box>
  );
}
