import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Description from '@mui/icons-material/Description';
import Image from '@mui/icons-material/Image';
import TableChart from '@mui/icons-material/TableChart';

const files = [
  { name: 'Tenancy agreement.pdf', icon: <Description /> },
  { name: 'Floor plan.png', icon: <Image /> },
  { name: 'Utility costs.xlsx', icon: <TableChart /> },
];

export default function ListInteractive() {
  const [opened, setOpened] = React.useState('');
  return (
    <div>
      <List aria-label="Shared files" sx={{ maxWidth: 320 }}>
        {files.map((file) => (
          <ListItem key={file.name}>
            <ListItemButton onClick={() => setOpened(file.name)}>
              <ListItemDecorator>{file.icon}</ListItemDecorator>
              {file.name}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 1 }}>
        {opened ? `Opening ${opened}…` : 'Choose a file to open it.'}
      </Typography>
    </div>
  );
}
