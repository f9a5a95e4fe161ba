import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import type { Conversation } from '../data/conversations';
import { ME, person } from '../data/people';
import { initials } from '../utils/dates';

/**
 * A group's icon, or the other person's initials with a dot for their presence: green when
 * online, amber when away, none when offline. The presence is also written in text where it
 * matters (the conversation's header), so the avatar itself is hidden from screen readers. The
 * avatar is a span: it sits in the badge's span and in the list's decorator span.
 */
export default function ConversationAvatar({ conversation, size = 'md' }: { conversation: Conversation; size?: 'sm' | 'md' }) {
  if (conversation.title) {
    return (
      <Avatar component="span" size={size} variant="soft" color="primary" aria-hidden>
        <GroupsRounded />
      </Avatar>
    );
  }
  const other = person(conversation.memberIds.find((id) => id !== ME) ?? ME);
  return (
    <Badge
      aria-hidden
      invisible={other.presence === 'offline'}
      color={other.presence === 'online' ? 'success' : 'warning'}
      size="sm"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      badgeInset="14%"
    >
      <Avatar component="span" size={size} variant="soft" color="neutral">
        {initials(other.name)}
      </Avatar>
    </Badge>
  );
}
