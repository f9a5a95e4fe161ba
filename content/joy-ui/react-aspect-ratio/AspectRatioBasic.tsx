import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { cityNight } from './artwork';

const uploads = [
  { title: 'Night walk through the old town', ready: true },
  { title: 'Interview with the harbour master', ready: false },
];

export default function AspectRatioBasic() {
  return (
    <Box
      component="ul"
      aria-label="Uploaded episodes"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', maxWidth: 520, mx: 'auto' }}
    >
      {uploads.map((upload) => (
        <li key={upload.title}>
          {/* No ratio: 16:9. The first child fills the box, whatever it is. */}
          <AspectRatio sx={{ borderRadius: 'sm' }}>
            {upload.ready ? (
              <img src={cityNight} alt="" />
            ) : (
              // A placeholder with the same shape: the row does not jump when the image arrives.
              <Box sx={{ flexDirection: 'column', gap: 1 }}>
                <CircularProgress size="sm" aria-label="Generating thumbnail" />
                <Typography level="body-xs">Generating thumbnail…</Typography>
              </Box>
            )}
          </AspectRatio>
          <Typography level="title-sm" sx={{ mt: 1 }}>
            {upload.title}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
