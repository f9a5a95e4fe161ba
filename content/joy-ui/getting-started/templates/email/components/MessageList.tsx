import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import MessageRow from './MessageRow';
import { folders } from '../data/folders';
import type { ListFilter, Mailbox } from '../hooks/useMailbox';

const filters: { value: ListFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'attachments', label: 'With files' },
];

/** The list pane: the folder's name (the page's `h1`), a filter and the messages, newest first. */
export default function MessageList({ mailbox }: { mailbox: Mailbox }) {
  const { folder, visible, selected, search, filter, setFilter, openMessage } = mailbox;
  const title = search.trim() ? 'Search results' : folders.find((item) => item.id === folder)?.label;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography level="h3" component="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="sm"
          variant="plain"
          value={filter}
          onChange={(_, value) => value && setFilter(value)}
          aria-label="Show"
        >
          {filters.map((item) => (
            <Button key={item.value} value={item.value}>
              {item.label}
            </Button>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography level="body-xs" role="status" sx={{ px: 2, pb: 1 }}>
        {visible.length === 1 ? '1 message' : `${visible.length} messages`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1, pb: 1 }}>
        {visible.length === 0 ? (
          <Sheet variant="soft" sx={{ m: 1, p: 4, borderRadius: 'md', textAlign: 'center' }}>
            <InboxOutlined sx={{ fontSize: 36, opacity: 0.6 }} />
            <Typography level="title-sm">Nothing here</Typography>
            <Typography level="body-sm">No messages match what you picked.</Typography>
          </Sheet>
        ) : (
          <List aria-label={`${title} messages`} sx={(theme) => ({ '--ListItem-radius': theme.vars.radius.sm, '--List-gap': '2px' })}>
            {visible.map((message) => (
              <MessageRow key={message.id} message={message} selected={message.id === selected?.id} onOpen={openMessage} />
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
