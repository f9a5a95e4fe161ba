import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const usedGb = 142;
const quotaGb = 200;

export default function LinearProgressThickness() {
  const usedPercent = Math.round((usedGb / quotaGb) * 100);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
      {/* A hairline suits a page-level "still loading" hint that should not draw the eye. */}
      <Stack spacing={0.75}>
        <Typography id="sync-label" level="body-sm">
          Syncing your library…
        </Typography>
        <LinearProgress thickness={2} aria-labelledby="sync-label" />
      </Stack>
      {/* A thick bar reads as a meter, like a storage quota on an account page. */}
      <Stack spacing={0.75}>
        <Typography id="storage-label" level="title-sm">
          Storage: {usedGb} GB of {quotaGb} GB used
        </Typography>
        <LinearProgress
          thickness={16}
          determinate
          value={usedPercent}
          color={usedPercent > 90 ? 'danger' : 'primary'}
          aria-labelledby="storage-label"
        />
      </Stack>
    </Stack>
  );
}
