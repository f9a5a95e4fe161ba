import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';

const playlists = [
  { name: 'Morning focus', tracks: 32, from: '#1d4e89', to: '#2a9d8f' },
  { name: 'Late-night jazz', tracks: 48, from: '#3a0ca3', to: '#b5179e' },
  { name: 'Running 170 bpm', tracks: 25, from: '#9d0208', to: '#e85d04' },
];

export default function CardCoverGradient() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
      {playlists.map((list) => (
        <Card key={list.name} sx={{ minHeight: 140, border: 'none' }}>
          {/* A cover can be a plain CSS background instead of a picture. */}
          <CardCover sx={{ background: `linear-gradient(135deg, ${list.from}, ${list.to})` }} />
          <CardContent sx={{ justifyContent: 'flex-end' }}>
            <Typography level="title-md" textColor="#fff">
              {list.name}
            </Typography>
            <Typography level="body-xs" textColor="#fff">
              {list.tracks} tracks
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
