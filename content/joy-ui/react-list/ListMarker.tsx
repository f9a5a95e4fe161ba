import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function ListMarker() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <div>
        <Typography level="title-sm">You will need</Typography>
        <List marker="disc">
          <ListItem>2 ripe avocados</ListItem>
          <ListItem>1 lime</ListItem>
          <ListItem>A pinch of salt</ListItem>
        </List>
      </div>
      <div>
        <Typography level="title-sm">Method</Typography>
        <List component="ol" marker="decimal">
          <ListItem>Halve and stone the avocados.</ListItem>
          <ListItem>Mash with the lime juice.</ListItem>
          <ListItem>Season and serve at once.</ListItem>
        </List>
      </div>
    </Box>
  );
}
