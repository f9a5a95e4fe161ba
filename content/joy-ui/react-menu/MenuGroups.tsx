import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

const groups = [
  { title: 'Text', items: ['Heading', 'Quote', 'Bulleted list'] },
  { title: 'Media', items: ['Image', 'Video', 'File attachment'] },
];

export default function MenuGroups() {
  return (
    <Dropdown>
      <MenuButton>Insert block</MenuButton>
      <Menu sx={{ minWidth: 200 }}>
        {groups.map((group, index) => (
          <React.Fragment key={group.title}>
            {index > 0 && <ListDivider />}
            {/* A nested ListItem holds each group; role="group" and its label name it. */}
            <ListItem nested>
              <Typography
                level="body-xs"
                textColor="text.secondary"
                sx={{ px: 1.5, py: 0.5, textTransform: 'uppercase' }}
                aria-hidden
              >
                {group.title}
              </Typography>
              <List role="group" aria-label={group.title}>
                {group.items.map((item) => (
                  <MenuItem key={item}>{item}</MenuItem>
                ))}
              </List>
            </ListItem>
          </React.Fragment>
        ))}
      </Menu>
    </Dropdown>
  );
}
