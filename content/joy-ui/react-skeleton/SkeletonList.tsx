import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const members = [
  { name: 'Ingrid Solberg', role: 'Treasurer' },
  { name: 'Kwame Asante', role: 'Secretary' },
  { name: 'Leila Haddad', role: 'Coach' },
];

export default function SkeletonList() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 320 }}>
      <List aria-label="Club committee" aria-busy={loading}>
        {members.map((member) => (
          <ListItem key={member.name}>
            <ListItemDecorator sx={{ mr: 1 }}>
              {loading ? (
                <Skeleton variant="circular" width={36} height={36} />
              ) : (
                <Avatar component="span" size="sm" aria-hidden>
                  {member.name[0]}
                </Avatar>
              )}
            </ListItemDecorator>
            <ListItemContent>
              {loading ? (
                <>
                  <Skeleton variant="text" level="title-sm" width="60%" />
                  <Skeleton variant="text" level="body-xs" width="35%" />
                </>
              ) : (
                <>
                  <Typography level="title-sm">{member.name}</Typography>
                  <Typography level="body-xs">{member.role}</Typography>
                </>
              )}
            </ListItemContent>
          </ListItem>
        ))}
      </List>
      <Button size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setLoading(!loading)}>
        {loading ? 'Show members' : 'Show placeholders'}
      </Button>
    </Stack>
  );
}
