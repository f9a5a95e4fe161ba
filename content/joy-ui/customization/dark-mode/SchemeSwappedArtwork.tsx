import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

function Skyline({ sky, sun, buildings }: { sky: string; sun: string; buildings: string }) {
  return (
    <svg viewBox="0 0 240 100" width="100%" aria-hidden="true" focusable="false">
      <rect width="240" height="100" fill={sky} />
      <circle cx="180" cy="32" r="14" fill={sun} />
      <path d="M0 100V62h28v-18h22v28h18V50h26v50zM110 100V40h30v22h20V56h24v44zM190 100V70h50v30z" fill={buildings} />
    </svg>
  );
}

export default function SchemeSwappedArtwork() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320, mx: 'auto' }}>
      <Box role="img" aria-label="City skyline illustration" sx={{ borderRadius: 'sm', overflow: 'hidden', lineHeight: 0 }}>
        {/* getColorSchemeSelector('dark') is the selector the provider toggles for the dark scheme. */}
        <Box sx={(theme) => ({ [theme.getColorSchemeSelector('dark')]: { display: 'none' } })}>
          <Skyline sky="#cfe8ff" sun="#ffb400" buildings="#5a6b7d" />
        </Box>
        {/* applyStyles wraps the styles in the same selector for you. */}
        <Box sx={(theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })}>
          <Skyline sky="#0d1b2e" sun="#f4f1d0" buildings="#26384d" />
        </Box>
      </Box>
      <Typography level="title-md">Rooftop screenings</Typography>
      <Typography level="body-sm">Fridays at dusk, from June to September.</Typography>
    </Card>
  );
}
