import '@fontsource/material-icons';
import '@fontsource/material-icons-outlined';
import '@fontsource/material-icons-round';
import '@fontsource/material-icons-sharp';
import '@fontsource/material-icons-two-tone';
import Icon from '@mui/material/Icon';
import IconFontClasses from './IconFontClasses';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const fonts = [
  { label: 'Filled', baseClassName: 'material-icons' },
  { label: 'Outlined', baseClassName: 'material-icons-outlined' },
  { label: 'Round', baseClassName: 'material-icons-round' },
  { label: 'Sharp', baseClassName: 'material-icons-sharp' },
  { label: 'Two tone', baseClassName: 'material-icons-two-tone' },
];

export default function FontIconThemes() {
  return (
    <>
      <IconFontClasses />
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {fonts.map(({ label, baseClassName }) => (
          <Stack key={label} spacing={0.5} sx={{ alignItems: 'center' }}>
            <Icon baseClassName={baseClassName} fontSize="large">
              notifications_active
            </Icon>
            <Typography variant="caption">{label}</Typography>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
