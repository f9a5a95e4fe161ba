import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A blog's moderation queue: each colour carries one meaning, used the same way everywhere.
const rows = [
  { color: 'primary', meaning: 'Main action of the screen', main: 'Publish post', alt: 'Preview' },
  { color: 'neutral', meaning: 'Routine, low-emphasis action', main: 'Save draft', alt: 'Duplicate' },
  { color: 'success', meaning: 'Confirms something is fine', main: 'Approve comment', alt: 'Approve all 4' },
  { color: 'warning', meaning: 'Reversible but needs care', main: 'Flag for review', alt: 'Mute author' },
  { color: 'danger', meaning: 'Destroys data', main: 'Delete post', alt: 'Block author' },
] as const;

export default function ButtonColors() {
  return (
    <Stack spacing={1}>
      {rows.map((row) => (
        <Sheet
          key={row.color}
          variant="outlined"
          sx={{ p: 1.5, borderRadius: 'sm', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Typography level="body-sm" sx={{ flex: '1 1 180px' }}>
            <strong>{row.color}</strong>: {row.meaning}
          </Typography>
          <Button color={row.color} size="sm">{row.main}</Button>
          <Button color={row.color} size="sm" variant="soft">{row.alt}</Button>
        </Sheet>
      ))}
    </Stack>
  );
}
