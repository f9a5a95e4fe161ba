import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressBasic() {
  return (
    <Card variant="outlined" aria-busy="true" sx={{ width: '100%', maxWidth: 360 }}>
      <Typography level="title-md">Flight prices</Typography>
      <Typography level="body-sm">Comparing 84 airlines for Lisbon → Reykjavík…</Typography>
      <LinearProgress aria-label="Searching for flights" />
    </Card>
  );
}
