import AspectRatio from '@mui/joy/AspectRatio';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { cityNight, lakeAtDusk, pineForest } from './artwork';

const episodes = [
  { title: 'Night shift in the city', length: '24 min', cover: cityNight },
  { title: 'Sleeping under pines', length: '31 min', cover: pineForest },
  { title: 'The last ferry', length: '18 min', cover: lakeAtDusk },
];

export default function AspectRatioList() {
  return (
    <List aria-label="Podcast episodes" sx={{ maxWidth: 360, mx: 'auto', '--ListItemDecorator-size': '72px' }}>
      {episodes.map((episode) => (
        <ListItem key={episode.title}>
          <ListItemButton sx={{ borderRadius: 'sm' }}>
            <ListItemDecorator component="div">
              <AspectRatio ratio="1" sx={{ width: 56, borderRadius: 'sm' }}>
                <img src={episode.cover} alt="" />
              </AspectRatio>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{episode.title}</Typography>
              <Typography level="body-xs">{episode.length}</Typography>
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
