import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const conversations = [
  { name: 'Design review', last: 'Ravi: updated the mock-ups' },
  { name: 'Launch checklist', last: 'You: press kit is ready' },
  { name: 'Support rota', last: 'Eva: swapping Thursday?' },
];

export default function ListSelected() {
  const [selected, setSelected] = React.useState(0);
  return (
    <List aria-label="Conversations" sx={{ maxWidth: 320, '--ListItem-radius': '8px', gap: 0.5 }}>
      {conversations.map((conversation, index) => (
        <ListItem key={conversation.name}>
          <ListItemButton
            selected={selected === index}
            variant={selected === index ? 'soft' : 'plain'}
            color={selected === index ? 'primary' : 'neutral'}
            aria-current={selected === index ? 'true' : undefined}
            onClick={() => setSelected(index)}
          >
            <ListItemContent>
              <Typography level="title-sm">{conversation.name}</Typography>
              <Typography level="body-xs" textColor="inherit" noWrap>
                {conversation.last}
              </Typography>
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
