import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const settings = [
  { name: 'Email digest', value: 'Weekly, Monday 08:00' },
  { name: 'Time zone', value: 'Europe/Lisbon' },
  { name: 'Language', value: 'Portuguese (Portugal)' },
];

export default function UsageStackLayout() {
  return (
    <Stack spacing={0} sx={{ maxWidth: 440, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {settings.map((setting, index) => (
        <Stack
          key={setting.name}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Box sx={{ fontWeight: 'bold' }}>{setting.name}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{setting.value}</Box>
          </Box>
          <Box component="button" type="button" aria-label={`Change ${setting.name.toLowerCase()}`} sx={{ font: 'inherit' }}>
            Change
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
