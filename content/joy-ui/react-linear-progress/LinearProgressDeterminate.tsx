import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const uploads = [
  { name: 'site-survey.pdf', size: '2.4 MB', done: 100 },
  { name: 'drone-footage.mp4', size: '812 MB', done: 46 },
  { name: 'floor-plan.dwg', size: '18 MB', done: 12 },
];

export default function LinearProgressDeterminate() {
  return (
    <List aria-label="Uploads" sx={{ width: '100%', maxWidth: 380, '--List-gap': '12px' }}>
      {uploads.map((file) => (
        <ListItem key={file.name}>
          <ListItemContent>
            <Typography level="title-sm">{file.name}</Typography>
            <LinearProgress
              determinate
              value={file.done}
              color={file.done === 100 ? 'success' : 'primary'}
              aria-label={`${file.name} uploaded`}
              sx={{ my: 0.75 }}
            />
            <Typography level="body-xs">
              {file.done === 100 ? `Done · ${file.size}` : `${file.done}% of ${file.size}`}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
