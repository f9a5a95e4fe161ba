import GridLegacy from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';
import Tile from './Tile';

export default function ArticleWithSidebar() {
  return (
    <GridLegacy container spacing={2}>
      <GridLegacy item xs={8}>
        <Tile>
          <Typography component="p" variant="subtitle1">
            How we cut our delivery emissions by a third
          </Typography>
          <Typography variant="body2">Article body: 8 of 12 columns.</Typography>
        </Tile>
      </GridLegacy>
      <GridLegacy item xs={4}>
        <Tile>
          <Typography variant="body2">Related posts: 4 columns.</Typography>
        </Tile>
      </GridLegacy>
      <GridLegacy item xs={12}>
        <Tile>
          <Typography variant="body2">Comments: the full width, 12 columns.</Typography>
        </Tile>
      </GridLegacy>
    </GridLegacy>
  );
}
