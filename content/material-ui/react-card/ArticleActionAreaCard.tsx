import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import TerrainIcon from '@mui/icons-material/Terrain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ArticleActionAreaCard() {
  const [opened, setOpened] = React.useState(0);
  const [saved, setSaved] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      {/* The action area and the buttons below are siblings, never nested. */}
      <CardActionArea component="div" onClick={() => setOpened((n) => n + 1)}>
        <CardMedia
          component="div"
          sx={{ height: 120, display: 'grid', placeItems: 'center', bgcolor: 'info.dark', color: 'info.contrastText' }}
        >
          <TerrainIcon sx={{ fontSize: 56 }} aria-hidden />
        </CardMedia>
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            What glaciers leave behind
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Moraines, erratic boulders and lakes: reading a valley’s ice-age past. 8 min read.
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Button size="small" startIcon={<BookmarkBorderIcon />} aria-pressed={saved} onClick={() => setSaved((v) => !v)}>
          {saved ? 'Saved' : 'Save for later'}
        </Button>
        <Typography variant="body2" sx={{ ml: 'auto', pr: 1, color: 'text.secondary' }} aria-live="polite">
          {opened > 0 ? `Opened ${opened}×` : ''}
        </Typography>
      </CardActions>
    </Card>
  );
}
