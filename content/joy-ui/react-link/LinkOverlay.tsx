import Avatar from '@mui/joy/Avatar';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const threads = [
  { id: 812, from: 'Priya', initials: 'PS', subject: 'Venue options for the offsite', time: '10:42' },
  { id: 811, from: 'Marco', initials: 'MR', subject: 'Updated budget spreadsheet', time: '09:15' },
];

export default function LinkOverlay() {
  return (
    <List variant="outlined" sx={{ maxWidth: 420, mx: 'auto', borderRadius: 'sm' }}>
      {threads.map((thread) => (
        // The ListItem is the positioned parent the overlay covers.
        <ListItem key={thread.id} sx={{ position: 'relative', '&:hover': { bgcolor: 'background.level1' } }}>
          <ListItemDecorator>
            <Avatar component="span" size="sm">
              {thread.initials}
            </Avatar>
          </ListItemDecorator>
          <ListItemContent>
            <Link overlay href={`https://example.com/inbox/${thread.id}`} color="neutral" level="title-sm" underline="none">
              {thread.subject}
            </Link>
            <Typography level="body-xs">From {thread.from}</Typography>
          </ListItemContent>
          <Typography level="body-xs">{thread.time}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
