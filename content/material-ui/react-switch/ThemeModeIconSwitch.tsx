import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as React from 'react';

const ModeSwitch = styled(Switch)(({ theme }) => ({
  width: 62,
  height: 38,
  '& .MuiSwitch-switchBase': {
    padding: 7,
    '&.Mui-checked': { transform: 'translateX(24px)' },
    '&.Mui-checked + .MuiSwitch-track': { backgroundColor: theme.palette.grey[800], opacity: 1 },
  },
  '& .MuiSwitch-track': { borderRadius: 19, backgroundColor: theme.palette.warning.light, opacity: 1 },
}));

function Knob({ children, dark }: { children: React.ReactNode; dark?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 24,
        height: 24,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        boxShadow: 1,
        bgcolor: dark ? 'grey.900' : 'common.white',
        color: dark ? 'warning.light' : 'warning.dark',
        '& svg': { fontSize: 16 },
      }}
    >
      {children}
    </Box>
  );
}

export default function ThemeModeIconSwitch() {
  const [dark, setDark] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ModeSwitch
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        icon={<Knob><LightModeRounded /></Knob>}
        checkedIcon={<Knob dark><DarkModeRounded /></Knob>}
        slotProps={{ input: { role: 'switch', 'aria-label': 'Dark theme' } }}
      />
      <Typography variant="body2">{dark ? 'Dark theme' : 'Light theme'}</Typography>
    </Box>
  );
}
