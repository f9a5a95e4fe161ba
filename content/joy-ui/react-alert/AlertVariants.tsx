import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
      <Alert variant="solid" color="primary">
        New: export any report to Google Sheets.
      </Alert>
      <Alert variant="soft" color="primary">
        Tip: press / to jump to the search box.
      </Alert>
      <Alert variant="outlined" color="primary">
        Your plan renews on 1 September.
      </Alert>
      <Alert variant="plain" color="primary">
        Changes are saved automatically.
      </Alert>
    </Stack>
  );
}
