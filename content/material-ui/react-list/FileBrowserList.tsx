import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const places = [
  { label: 'Documents', icon: <DescriptionOutlinedIcon /> },
  { label: 'Photos', icon: <PhotoLibraryOutlinedIcon /> },
  { label: 'Downloads', icon: <CloudDownloadOutlinedIcon /> },
];

export default function FileBrowserList() {
  return (
    <Paper component="nav" aria-label="File locations" sx={{ width: '100%', maxWidth: 320 }}>
      <List>
        {places.map((place) => (
          <ListItem key={place.label} disablePadding>
            <ListItemButton>
              <ListItemIcon>{place.icon}</ListItemIcon>
              <ListItemText primary={place.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <FolderSharedOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="Shared with me" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton disabled>
            <ListItemIcon>
              <DeleteOutlineIcon />
            </ListItemIcon>
            <ListItemText primary="Trash" secondary="Empty" />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
