import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import ConversationAvatar from './ConversationAvatar';
import type { ChatMessage, Conversation } from '../data/conversations';
import { ME, person } from '../data/people';
import { lastMessage, titleOf } from '../hooks/useConversations';
import { listTime } from '../utils/dates';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface ConversationRowProps {
  conversation: Conversation;
  /** The message a search matched, shown instead of the last one. */
  hit?: ChatMessage;
  draft?: string;
  selected: boolean;
  onOpen: (id: string) => void;
}

/**
 * One conversation: avatar, name, time of the last message, a preview (the unsent draft first,
 * then a search match, then the last message) and the unread count.
 */
export default function ConversationRow({ conversation, hit, draft, selected, onOpen }: ConversationRowProps) {
  const shown = hit ?? lastMessage(conversation);
  const unread = conversation.unread > 0;
  let prefix = '';
  if (shown && shown.authorId === ME) {
    prefix = 'You: ';
  } else if (shown && conversation.title) {
    prefix = `${person(shown.authorId).name.split(' ')[0]}: `;
  }
  return (
    <ListItem>
      <ListItemButton
        data-conversation={conversation.id}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(conversation.id)}
        sx={{ gap: 1.5, py: 1.25, alignItems: 'flex-start' }}
      >
        <ListItemDecorator sx={{ mt: 0.25 }}>
          <ConversationAvatar conversation={conversation} />
        </ListItemDecorator>
        <ListItemContent sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Typography level="title-sm" noWrap sx={{ fontWeight: unread ? 'xl' : 'md' }}>
              {titleOf(conversation)}
            </Typography>
            {conversation.muted && (
              <NotificationsOffOutlined titleAccess="Muted" sx={{ fontSize: 16, color: 'text.tertiary', flexShrink: 0 }} />
            )}
            {shown && (
              <Typography level="body-xs" sx={{ ml: 'auto', flexShrink: 0, fontWeight: unread ? 'lg' : undefined }}>
                {listTime(shown.sentAt)}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography level="body-sm" noWrap textColor={unread ? 'text.primary' : undefined} sx={{ flex: 1 }}>
              {draft && !hit ? (
                <>
                  <Typography component="span" color="danger" sx={{ fontWeight: 'lg' }}>
                    Draft:
                  </Typography>{' '}
                  {draft}
                </>
              ) : (
                `${prefix}${shown?.text ?? 'No messages yet'}`
              )}
            </Typography>
            {unread && (
              <Chip size="sm" variant={conversation.muted ? 'soft' : 'solid'} color={conversation.muted ? 'neutral' : 'primary'}>
                {conversation.unread}
                <span style={visuallyHidden}> unread</span>
              </Chip>
            )}
          </Box>
        </ListItemContent>
      </ListItemButton>
    </ListItem>
  );
}
