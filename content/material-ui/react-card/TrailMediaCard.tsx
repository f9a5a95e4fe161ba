import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// A landscape drawn as inline SVG and passed as a data URL: no image request leaves the page.
const mountains = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 180">
  <rect width="400" height="180" fill="#bfe3f5"/>
  <circle cx="320" cy="48" r="22" fill="#ffd54f"/>
  <path d="M0 180 L110 60 L190 140 L260 80 L400 180 Z" fill="#5c7f67"/>
  <path d="M110 60 L135 88 L118 84 L100 92 Z M260 80 L280 100 L262 96 L246 104 Z" fill="#fff"/>
</svg>`;
const mountainsUrl = `data:image/svg+xml,${encodeURIComponent(mountains)}`;

export default function TrailMediaCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      {/* With `image`, CardMedia draws a background and sets role="img"; `title` is its accessible name. */}
      <CardMedia image={mountainsUrl} title="Two green peaks under a blue sky" sx={{ height: 160 }} />
      <CardContent>
        <Typography variant="h5" component="h3" gutterBottom>
          Ridge loop, Picos de Europa
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          14 km · 820 m of climbing · about 5 hours. Best from June to October.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Save trail</Button>
        <Button size="small">Download GPX</Button>
      </CardActions>
    </Card>
  );
}
