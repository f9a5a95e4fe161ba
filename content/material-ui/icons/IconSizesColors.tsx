import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';

const states = [
  { label: 'Backed up', Icon: CloudDoneOutlinedIcon, color: 'success' },
  { label: 'Syncing', Icon: CloudSyncOutlinedIcon, color: 'info' },
  { label: 'Offline', Icon: CloudOffOutlinedIcon, color: 'error' },
] as const;

export default function IconSizesColors() {
  return (
    <Stack spacing={2}>
      {(['small', 'medium', 'large'] as const).map((fontSize) => (
        <Stack key={fontSize} direction="row" spacing={{ xs: 1.5, sm: 3 }} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ width: 56 }}>
            {fontSize}
          </Typography>
          {states.map(({ label, Icon, color }) => (
            <Stack key={label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Icon fontSize={fontSize} color={color} />
              <Typography variant="body2">{label}</Typography>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
