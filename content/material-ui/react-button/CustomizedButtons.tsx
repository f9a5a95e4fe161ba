import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

/** A reusable brand button: define it once with styled(), use it everywhere. */
const RoastButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 700,
  color: '#fff',
  backgroundColor: '#5d4037',
  '&:hover': { backgroundColor: '#3e2723' },
  '&.Mui-focusVisible': { outline: '3px solid #ffb74d', outlineOffset: 2 },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <RoastButton variant="contained" startIcon={<LocalCafeIcon />}>
        Order ahead
      </RoastButton>
      {/* sx suits a one-off tweak on a single button. */}
      <Button variant="outlined" sx={{ textTransform: 'none', borderRadius: 2, borderWidth: 2, '&:hover': { borderWidth: 2 } }}>
        See this week’s beans
      </Button>
    </Stack>
  );
}
