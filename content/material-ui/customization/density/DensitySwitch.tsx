import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';

// Dense defaults for every component below; no instance sets a size itself.
// Two themes, each created once at module level; the switch picks which one the panel gets.
const denseTheme = createTheme({
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiListItem: { defaultProps: { dense: true } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  },
});
const defaultTheme = createTheme();

export default function DensitySwitch() {
  const [density, setDensity] = React.useState<'default' | 'dense'>('default');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Density"
        value={density}
        onChange={(_, next: 'default' | 'dense' | null) => next && setDensity(next)}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="dense">Dense</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={density === 'dense' ? denseTheme : defaultTheme}>
        <Paper variant="outlined">
          <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
              Ticket #8812
            </Typography>
            <Button>Assign</Button>
          </Toolbar>
          <Stack sx={{ px: 2 }}>
            <TextField label="Subject" defaultValue="Invoice shows wrong VAT rate" fullWidth />
            <TextField label="Customer email" defaultValue="k.ito@example.com" fullWidth />
          </Stack>
          <List aria-label="Activity">
            <ListItem>
              <ListItemText primary="Opened by Kenji Ito" secondary="Today, 09:14" />
            </ListItem>
            <ListItem>
              <ListItemText primary="Priority set to high" secondary="Today, 09:20" />
            </ListItem>
          </List>
          <Table aria-label="Ticket details">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  Plan
                </TableCell>
                <TableCell>Business, billed yearly</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1} sx={{ p: 2 }}>
            <Button variant="contained">Reply</Button>
            <Button>Close ticket</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
