import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function CircularProgressBasic() {
  return (
    <Sheet
      variant="outlined"
      aria-busy="true"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, borderRadius: 'md', width: 'fit-content' }}
    >
      <CircularProgress aria-label="Loading your playlists" />
      <Typography level="body-sm">Loading your playlists…</Typography>
    </Sheet>
  );
}
