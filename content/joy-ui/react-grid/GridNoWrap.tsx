import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const episodes = ['Pilot', 'The Crossing', 'Low Tide', 'Lighthouse', 'Storm Warning', 'Homecoming'];

export default function GridNoWrap() {
  return (
    // wrap="nowrap" keeps one row; the container scrolls sideways, and tabIndex lets the keyboard scroll it.
    <Grid
      container
      spacing={2}
      wrap="nowrap"
      tabIndex={0}
      role="region"
      aria-label="Episodes of season 1"
      sx={{ overflowX: 'auto', pb: 1 }}
    >
      {episodes.map((title, index) => (
        <Grid key={title} size="auto">
          <Card variant="soft" sx={{ width: 150 }}>
            <Typography level="body-xs" textColor="text.secondary">
              Episode {index + 1}
            </Typography>
            <Typography level="title-sm">{title}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
