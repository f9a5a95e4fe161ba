import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const deliveries = [
  { id: 'DL-301', store: 'Harbour Street', window: '08:00–10:00', crates: 14 },
  { id: 'DL-302', store: 'Old Town Market', window: '10:30–12:00', crates: 9 },
  { id: 'DL-303', store: 'Riverside Mall', window: '13:00–15:00', crates: 21 },
];

export default function DeliveryScheduleView() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
        Showing the {wide ? 'table' : 'list'} layout ({wide ? '600 px or wider' : 'narrower than 600 px'})
      </Typography>
      {wide ? (
        <Table size="small" aria-label="Deliveries for Tuesday">
          <TableHead>
            <TableRow>
              <TableCell>Route</TableCell>
              <TableCell>Store</TableCell>
              <TableCell>Window</TableCell>
              <TableCell align="right">Crates</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.id}</TableCell>
                <TableCell>{d.store}</TableCell>
                <TableCell>{d.window}</TableCell>
                <TableCell align="right">{d.crates}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <List aria-label="Deliveries for Tuesday">
          {deliveries.map((d) => (
            <ListItem key={d.id} divider>
              <ListItemText primary={`${d.store} · ${d.window}`} secondary={`${d.id}, ${d.crates} crates`} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
