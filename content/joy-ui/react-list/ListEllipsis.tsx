import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const emails = [
  { from: 'Rosa Jiménez', subject: 'Re: Venue options for the spring offsite in Valencia', preview: 'I called both places this morning and the one by the beach can do the 14th.' },
  { from: 'Build bot', subject: 'Nightly build #4182 passed', preview: 'All 1,204 tests passed in 6 minutes 12 seconds on the main branch.' },
];

export default function ListEllipsis() {
  return (
    <List aria-label="Inbox" sx={{ width: '100%', maxWidth: 340 }}>
      {emails.map((email) => (
        <ListItem key={email.subject}>
          <ListItemDecorator sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
            <Avatar component="span" size="sm" aria-hidden>
              {email.from[0]}
            </Avatar>
          </ListItemDecorator>
          {/* minWidth: 0 lets the content shrink, so noWrap can truncate. */}
          <ListItemContent sx={{ minWidth: 0 }}>
            <Typography level="title-sm">{email.from}</Typography>
            <Typography level="body-sm" noWrap>
              {email.subject}
            </Typography>
            <Typography level="body-xs" noWrap>
              {email.preview}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
