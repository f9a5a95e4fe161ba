import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const width = 200;
const outline = ['Summary', 'Scope', 'Timeline', 'Budget', 'Risks'];

export default function PermanentRightDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      <CssBaseline />
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Typography component="h2" variant="h5">Proposal: new cycle lanes on Mill Road</Typography>
        <Typography sx={{ mt: 1 }}>
          The outline on the right stays in place while the proposal scrolls, so readers can jump between sections.
        </Typography>
      </Box>
      <Drawer
        variant="permanent"
        anchor="right"
        sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
      >
        <Box component="nav" aria-label="Proposal outline">
          <Typography component="p" variant="overline" sx={{ px: 2, pt: 2, display: 'block' }}>On this page</Typography>
          <List dense>
            {outline.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton><ListItemText primary={section} /></ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
