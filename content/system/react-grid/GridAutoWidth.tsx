import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const files = [
  { name: 'brand-guidelines-2025.pdf', size: '4.8 MB' },
  { name: 'logo.svg', size: '12 KB' },
];

export default function GridAutoWidth() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 480 }}>
      {files.map((file) => (
        <Grid component="li" key={file.name} container spacing={2} sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Grid size="grow" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.name}
          </Grid>
          <Grid size="auto" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {file.size}
          </Grid>
          <Grid size="auto">
            <Box component="button" type="button" aria-label={`Download ${file.name}`} sx={{ font: 'inherit' }}>
              Download
            </Box>
          </Grid>
        </Grid>
      ))}
    </Box>
  );
}
