import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import * as React from 'react';

const files = [
  { name: 'invoice-0412.pdf', size: '84 KB', locked: false },
  { name: 'invoice-0413.pdf', size: '91 KB', locked: false },
  { name: 'contract-signed.pdf', size: '1.2 MB', locked: true },
];

export default function FileSelection() {
  const [selected, setSelected] = React.useState<string[]>(['invoice-0412.pdf']);
  const toggle = (name: string) => setSelected((current) => (current.includes(name) ? current.filter((item) => item !== name) : [...current, name]));
  return (
    <List dense sx={{ maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem key={file.name} disablePadding>
          <Checkbox
            checked={selected.includes(file.name)}
            disabled={file.locked}
            onChange={() => toggle(file.name)}
            slotProps={{ input: { 'aria-label': `Select ${file.name}` } }}
          />
          <ListItemText primary={file.name} secondary={file.locked ? `${file.size} · locked by legal` : file.size} />
        </ListItem>
      ))}
    </List>
  );
}
