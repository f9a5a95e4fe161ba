import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { ME, type Message } from '../data/messages';
import { initials, shortDate } from '../utils/dates';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface MessageRowProps {
  message: Message;
  selected: boolean;
  onOpen: (id: string) => void;
}

/**
 * One message in the list: sender (or recipient, for sent mail), date, subject and the start of
 * the body. Unread messages are bold and carry a dot, and say "Unread" to screen readers.
 */
export default function MessageRow({ message, selected, onOpen }: MessageRowProps) {
  const outgoing = message.from.email === ME.email;
  const who = outgoing ? `To: ${message.to}` : message.from.name;
  const weight = message.read ? 'md' : 'lg';
  return (
    <ListItem>
      <ListItemButton
        selected={selected}
        onClick={() => onOpen(message.id)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Avatar size="sm" variant={message.read ? 'soft' : 'solid'} color={message.read ? 'neutral' : 'primary'} aria-hidden>
          {initials(outgoing ? ME.name : message.from.name)}
        </Avatar>
        <ListItemContent sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            {!message.read && <span style={visuallyHidden}>Unread. </span>}
            <Typography level="title-sm" noWrap sx={{ flex: 1, fontWeight: weight }}>
              {who}
            </Typography>
            <Typography level="body-xs" sx={{ flexShrink: 0, fontWeight: weight }}>
              {shortDate(message.sentAt)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography level="body-sm" textColor="text.primary" noWrap sx={{ flex: 1, fontWeight: weight }}>
              {message.subject}
            </Typography>
            {message.attachments.length > 0 && (
              <AttachFileRounded titleAccess="Has attachments" sx={{ fontSize: 16, color: 'text.tertiary' }} />
            )}
            {message.starred && <StarRounded titleAccess="Starred" sx={{ fontSize: 16, color: 'warning.plainColor' }} />}
          </Box>
          <Typography level="body-xs" noWrap>
            {message.body.join(' ')}
          </Typography>
        </ListItemContent>
      </ListItemButton>
    </ListItem>
  );
}
