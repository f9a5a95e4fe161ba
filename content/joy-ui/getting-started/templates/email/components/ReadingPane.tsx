import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Attachments from './Attachments';
import MessageToolbar from './MessageToolbar';
import ReplyBox from './ReplyBox';
import { labels } from '../data/folders';
import { ME, type Attachment } from '../data/messages';
import type { Mailbox } from '../hooks/useMailbox';
import { initials, longDate } from '../utils/dates';

export interface ReadingPaneProps {
  mailbox: Mailbox;
  onReplySent: (to: string) => void;
  onDownload: (file: Attachment) => void;
}

/** The open message: actions, subject, sender, body, attachments and a reply box. */
export default function ReadingPane({ mailbox, onReplySent, onDownload }: ReadingPaneProps) {
  const message = mailbox.selected;
  if (!message) {
    return (
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 4, textAlign: 'center' }}>
        <MarkEmailReadOutlined sx={{ fontSize: 48, color: 'text.tertiary' }} />
        <Typography level="title-md" component="h2">
          No message open
        </Typography>
        <Typography level="body-sm">Pick a message from the list to read it here.</Typography>
      </Box>
    );
  }

  const outgoing = message.from.email === ME.email;
  return (
    <Box component="article" aria-labelledby="open-message-subject" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <MessageToolbar message={message} mailbox={mailbox} />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          <div>
            <Typography id="open-message-subject" level="h3" component="h2">
              {message.subject}
            </Typography>
            {message.labels.length > 0 && (
              <Stack direction="row" spacing={0.75} sx={{ mt: 1 }}>
                {message.labels.map((id) => {
                  const label = labels.find((item) => item.id === id);
                  return label ? (
                    <Chip key={id} size="sm" variant="soft" color={label.color}>
                      {label.label}
                    </Chip>
                  ) : null;
                })}
              </Stack>
            )}
          </div>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Avatar variant="soft" color="primary" aria-hidden>
              {initials(message.from.name)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography level="title-sm">
                {message.from.name}{' '}
                <Typography level="body-xs" component="span">
                  &lt;{message.from.email}&gt;
                </Typography>
              </Typography>
              <Typography level="body-xs">
                To {outgoing ? message.to : 'me'} · <time dateTime={message.sentAt}>{longDate(message.sentAt)}</time>
              </Typography>
            </Box>
          </Box>
          <Divider />
          <Box sx={{ '& p': { mt: 0, mb: 1.5 } }}>
            {message.body.map((paragraph, index) => (
              <Typography key={index} level="body-md" textColor="text.primary">
                {paragraph}
              </Typography>
            ))}
          </Box>
          {message.attachments.length > 0 && <Attachments files={message.attachments} onDownload={onDownload} />}
          {!outgoing && message.folder !== 'bin' && (
            <ReplyBox
              key={message.id}
              message={message}
              onSend={(body) => {
                mailbox.send({ to: message.from.email, subject: `Re: ${message.subject}`, body });
                onReplySent(message.from.name);
              }}
            />
          )}
        </Stack>
      </Box>
    </Box>
  );
}
