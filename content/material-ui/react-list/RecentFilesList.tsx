import GridOnIcon from '@mui/icons-material/GridOn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const files = [
  { name: 'Q3 budget.xlsx', edited: 'Edited today by Priya', icon: <GridOnIcon />, color: 'success.main' },
  { name: 'Onboarding deck.pptx', edited: 'Edited yesterday by you', icon: <SlideshowIcon />, color: 'warning.main' },
  { name: 'Lease agreement.pdf', edited: 'Uploaded 12 May', icon: <PictureAsPdfIcon />, color: 'error.main' },
];

export default function RecentFilesList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: file.color }}>{file.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={file.name} secondary={file.edited} />
        </ListItem>
      ))}
    </List>
  );
}
