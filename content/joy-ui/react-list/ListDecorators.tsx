import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Bolt from '@mui/icons-material/Bolt';
import Wifi from '@mui/icons-material/Wifi';

export default function ListDecorators() {
  return (
    <List aria-label="Flat features" sx={{ maxWidth: 320 }}>
      <ListItem>
        <ListItemDecorator>
          <Wifi />
        </ListItemDecorator>
        Fibre broadband included
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <Bolt />
        </ListItemDecorator>
        Energy rating B
      </ListItem>
      <ListItem>
        <ListItemDecorator sx={{ '--ListItemDecorator-size': '48px' }}>
          <Avatar component="span" size="sm" aria-hidden>
            IM
          </Avatar>
        </ListItemDecorator>
        <Typography level="body-sm">Managed by Ines Moreau</Typography>
      </ListItem>
    </List>
  );
}
