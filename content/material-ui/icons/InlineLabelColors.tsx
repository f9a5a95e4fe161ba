import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LabelIcon from '@mui/icons-material/Label';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';

// Colours picked by the user in a colour input, so they are not in the theme's palette.
const labels = [
  { name: 'Urgent', hex: '#d32f2f' },
  { name: 'Design review', hex: '#7b1fa2' },
  { name: 'Waiting on client', hex: '#00838f' },
];

export default function InlineLabelColors() {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LightbulbOutlinedIcon fontSize="inherit" color="warning" />
        Tip of the day
      </Typography>
      <Typography>
        Give a card a label from the menu
        <LabelIcon fontSize="inherit" sx={{ mx: 0.5, verticalAlign: '-0.125em' }} />
        and filter the board by it.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {labels.map((label) => (
          <Stack key={label.name} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <LabelIcon htmlColor={label.hex} fontSize="small" />
            <Typography variant="body2">{label.name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
