import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Role = 'editor' | 'viewer';
interface Invite {
  email: string;
  role: Role;
}

export default function InviteTeammates() {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState<Role>('editor');
  const [invites, setInvites] = React.useState<Invite[]>([
    { email: 'ines@harbor.studio', role: 'viewer' },
  ]);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvites((list) => [...list, { email, role }]);
    setEmail('');
  };

  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'lg', boxShadow: 'sm' }}
    >
      <Typography level="title-lg" component="h3">
        Invite people to Harbor Studio
      </Typography>
      <Typography level="body-sm" sx={{ mt: 0.5, mb: 2 }}>
        Teammates get access to every project in this workspace.
      </Typography>
      <Stack component="form" onSubmit={handleSubmit} spacing={1.5}>
        <FormControl required>
          <FormLabel>Email</FormLabel>
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@company.com"
          />
        </FormControl>
        <div>
          <FormLabel id="invite-role-label">Role</FormLabel>
          <RadioGroup
            name="role"
            aria-labelledby="invite-role-label"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            <Radio value="editor" label="Editor: can change projects" />
            <Radio value="viewer" label="Viewer: can comment only" />
          </RadioGroup>
        </div>
        <Button type="submit">Send invite</Button>
      </Stack>
      <Typography level="title-sm" component="h4" sx={{ mt: 3, mb: 1 }}>
        Pending ({invites.length})
      </Typography>
      <List aria-live="polite" sx={{ '--ListItem-paddingX': '0px' }}>
        {invites.map((invite, index) => (
          <ListItem key={`${invite.email}-${index}`}>
            <Avatar size="sm">{invite.email[0].toUpperCase()}</Avatar>
            <ListItemContent>
              <Typography level="body-sm" noWrap>
                {invite.email}
              </Typography>
            </ListItemContent>
            <Chip size="sm" variant="soft" color={invite.role === 'editor' ? 'primary' : 'neutral'}>
              {invite.role}
            </Chip>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
