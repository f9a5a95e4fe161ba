import AttachFileIcon from '@mui/icons-material/AttachFile';
import FlagIcon from '@mui/icons-material/Flag';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';

type Filter = 'unread' | 'flagged' | 'attachment';

const messages = [
  { subject: 'Quarterly figures', unread: true, flagged: true, attachment: true },
  { subject: 'Lunch on Friday?', unread: true, flagged: false, attachment: false },
  { subject: 'Signed lease', unread: false, flagged: true, attachment: true },
  { subject: 'Newsletter #41', unread: false, flagged: false, attachment: false },
];

export default function InboxFilterToggle() {
  const [filters, setFilters] = React.useState<Filter[]>(['unread']);
  const shown = messages.filter((m) => filters.every((f) => m[f]));

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <ToggleButtonGroup value={filters} onChange={(_, next: Filter[]) => setFilters(next)} aria-label="Show only messages that are">
        <ToggleButton value="unread" aria-label="Unread">
          <MarkEmailUnreadIcon />
        </ToggleButton>
        <ToggleButton value="flagged" aria-label="Flagged">
          <FlagIcon />
        </ToggleButton>
        <ToggleButton value="attachment" aria-label="With attachments">
          <AttachFileIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <List dense aria-label={`${shown.length} matching messages`}>
        {shown.map((m) => (
          <ListItem key={m.subject}>
            <ListItemText primary={m.subject} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
