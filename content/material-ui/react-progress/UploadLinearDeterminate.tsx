import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const uploads = [
  { file: 'site-survey.pdf', sentMb: 12.4, sizeMb: 12.4 },
  { file: 'drone-footage.mp4', sentMb: 310, sizeMb: 845 },
  { file: 'floor-plan.dwg', sentMb: 0, sizeMb: 3.1 },
];

export default function UploadLinearDeterminate() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 440 }}>
      {uploads.map(({ file, sentMb, sizeMb }) => {
        const percent = (sentMb / sizeMb) * 100;
        return (
          <div key={file}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2">{file}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {sentMb} / {sizeMb} MB
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`Uploading ${file}`}
              aria-valuetext={`${sentMb} of ${sizeMb} megabytes`}
            />
          </div>
        );
      })}
    </Stack>
  );
}
