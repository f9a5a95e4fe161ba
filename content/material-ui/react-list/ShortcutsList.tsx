import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const shortcuts = [
  { action: 'Search everywhere', keys: ['Ctrl', 'K'] },
  { action: 'New document', keys: ['Ctrl', 'Alt', 'N'] },
  { action: 'Toggle sidebar', keys: ['Ctrl', '\\'] },
];

export default function ShortcutsList() {
  const headingId = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 380, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        Keyboard shortcuts
      </Typography>
      <List dense aria-labelledby={headingId}>
        {shortcuts.map((shortcut) => (
          <ListItem
            key={shortcut.action}
            disableGutters
            divider
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                {shortcut.keys.map((key) => (
                  <Box
                    key={key}
                    component="kbd"
                    sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12 }}
                  >
                    {key}
                  </Box>
                ))}
              </Box>
            }
          >
            <ListItemText primary={shortcut.action} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
