import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const messages = [
  {
    from: 'Grace Okafor',
    initials: 'GO',
    color: '#5e35b1',
    subject: 'Venue for the offsite',
    preview: 'The lake house can take all fourteen of us from Thursday, but the kitchen closes at nine…',
  },
  {
    from: 'Jonas Berg',
    initials: 'JB',
    color: '#00796b',
    subject: 'Re: flaky checkout test',
    preview: 'Found it: the test clock and the payment mock disagree about time zones after midnight UTC.',
  },
  {
    from: 'Amara Silva',
    initials: 'AS',
    color: '#b8420a',
    subject: 'Design review notes',
    preview: 'Short version: keep the new cart drawer, drop the floating total, retest on small phones.',
  },
];

export default function MessagePreviewList() {
  return (
    <List sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper' }}>
      {messages.map((message, index) => (
        <React.Fragment key={message.subject}>
          {index > 0 && (
            // The divider sits inside its own <li>: a <ul> may only hold list items.
            <li aria-hidden="true">
              <Divider variant="inset" />
            </li>
          )}
          <ListItem alignItems="flex-start">
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: message.color, color: 'common.white' }}>{message.initials}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={
                <React.Fragment>
                  <Typography component="span" variant="body2" sx={{ color: 'text.primary', display: 'inline' }}>
                    {message.from}
                  </Typography>
                  {` — ${message.preview}`}
                </React.Fragment>
              }
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
