import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

interface AuditEntry {
  id: number;
  actor: string;
  action: string;
}

const actors = ['ana@example.com', 'deploy-bot', 'li.wei@example.com', 'sam@example.com'];
const actions = ['changed the billing plan', 'rotated an API key', 'invited a member', 'exported invoices', 'deleted a webhook'];
const entries: AuditEntry[] = Array.from({ length: 210 }, (_, index) => ({
  id: 210 - index,
  actor: actors[index % actors.length],
  action: actions[index % actions.length],
}));
const perPage = 5;
const pageCount = Math.ceil(entries.length / perPage);

export default function FirstLastButtons() {
  const [page, setPage] = React.useState(17);
  const [numbersOnly, setNumbersOnly] = React.useState(false);
  const shown = entries.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Page {page} of {pageCount}: events {shown[0].id} to {shown[shown.length - 1].id}
      </Typography>
      <List dense aria-label="Audit log">
        {shown.map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText primary={`#${entry.id} ${entry.actor}`} secondary={entry.action} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_event, value) => setPage(value)}
        showFirstButton={!numbersOnly}
        showLastButton={!numbersOnly}
        hidePrevButton={numbersOnly}
        hideNextButton={numbersOnly}
        aria-label="Audit log pages"
      />
      <FormControlLabel
        control={<Switch checked={numbersOnly} onChange={(event) => setNumbersOnly(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="Page numbers only"
      />
    </Stack>
  );
}
