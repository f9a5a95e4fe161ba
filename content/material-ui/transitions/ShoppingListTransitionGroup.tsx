import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import * as React from 'react';
import { TransitionGroup } from 'react-transition-group';

const pantry = ['Rice', 'Olive oil', 'Tomatoes', 'Lentils', 'Coffee', 'Yoghurt'];

export default function ShoppingListTransitionGroup() {
  const [items, setItems] = React.useState(pantry.slice(0, 3));
  const next = pantry.find((item) => !items.includes(item));

  return (
    <div>
      <Button variant="outlined" disabled={!next} onClick={() => next && setItems([...items, next])}>
        {next ? `Add ${next}` : 'Everything is on the list'}
      </Button>
      <Box component="ul" aria-label="Shopping list" sx={{ maxWidth: 320, p: 0, listStyle: 'none' }}>
        <TransitionGroup component={null}>
          {items.map((item) => (
            // Each Collapse is the list item; the row inside it is a plain div.
            <Collapse key={item} component="li">
              <ListItem
                component="div"
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${item}`} onClick={() => setItems(items.filter((entry) => entry !== item))}>
                    <DeleteOutlineRounded />
                  </IconButton>
                }
              >
                <ListItemText primary={item} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </Box>
    </div>
  );
}
