import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function ListBasic() {
  const titleId = React.useId();
  return (
    <div>
      <Typography id={titleId} level="title-sm" sx={{ mb: 0.5 }}>
        Pack for the weekend
      </Typography>
      <List aria-labelledby={titleId}>
        <ListItem>Rain jacket</ListItem>
        <ListItem>Two pairs of wool socks</ListItem>
        <ListItem>Headlamp and spare batteries</ListItem>
        <ListItem>Trail map, printed</ListItem>
      </List>
    </div>
  );
}
