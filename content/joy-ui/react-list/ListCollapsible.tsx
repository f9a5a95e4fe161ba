import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const folders = [
  { name: 'Invoices', files: ['2024-01.pdf', '2024-02.pdf', '2024-03.pdf'] },
  { name: 'Contracts', files: ['Office lease.pdf', 'Cleaning service.pdf'] },
];

export default function ListCollapsible() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ Invoices: true });
  return (
    <List aria-label="Documents" size="sm" sx={{ maxWidth: 280 }}>
      {folders.map((folder) => {
        const expanded = !!open[folder.name];
        return (
          <ListItem nested key={folder.name}>
            <ListItemButton role="button" aria-expanded={expanded} onClick={() => setOpen({ ...open, [folder.name]: !expanded })}>
              <ListItemDecorator>
                <KeyboardArrowDown sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: 'transform 0.2s' }} />
              </ListItemDecorator>
              <ListItemContent sx={{ fontWeight: 'lg' }}>{folder.name}</ListItemContent>
            </ListItemButton>
            {expanded && (
              <List aria-label={`${folder.name} files`} sx={{ '--List-nestedInsetStart': '32px' }}>
                {folder.files.map((file) => (
                  <ListItem key={file}>
                    <ListItemButton>{file}</ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
