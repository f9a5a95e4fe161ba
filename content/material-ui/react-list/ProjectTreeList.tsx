import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import * as React from 'react';

const folders = [
  { name: 'src', files: ['main.tsx', 'App.tsx', 'theme.ts'] },
  { name: 'public', files: ['favicon.svg', 'robots.txt'] },
];

export default function ProjectTreeList() {
  const [open, setOpen] = React.useState<string[]>(['src']);
  const toggle = (name: string) =>
    setOpen((prev) => (prev.includes(name) ? prev.filter((n) => n !== name) : [...prev, name]));

  const titleId = React.useId();

  return (
    // The subheader is shown as the first row; aria-labelledby also makes it the list's name.
    <List
      dense
      aria-labelledby={titleId}
      sx={{ width: '100%', maxWidth: 300, bgcolor: 'background.paper' }}
      subheader={<ListSubheader id={titleId}>storefront-app</ListSubheader>}
    >
      {folders.map((folder) => {
        const isOpen = open.includes(folder.name);
        return (
          // The folder row and its nested list share one <li>, so both lists stay valid.
          <ListItem key={folder.name} disablePadding sx={{ display: 'block' }}>
            <ListItemButton onClick={() => toggle(folder.name)} aria-expanded={isOpen}>
              <ListItemIcon>{isOpen ? <FolderOpenIcon /> : <FolderIcon />}</ListItemIcon>
              <ListItemText primary={folder.name} />
              {isOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={isOpen} timeout="auto" unmountOnExit>
              <List disablePadding dense>
                {folder.files.map((file) => (
                  <ListItem key={file} disablePadding>
                    <ListItemButton sx={{ pl: 5 }}>
                      <ListItemIcon>
                        <InsertDriveFileOutlinedIcon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={file} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Collapse>
          </ListItem>
        );
      })}
      <ListItem disablePadding>
        <ListItemButton>
          <ListItemIcon>
            <InsertDriveFileOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="package.json" />
        </ListItemButton>
      </ListItem>
    </List>
  );
}
