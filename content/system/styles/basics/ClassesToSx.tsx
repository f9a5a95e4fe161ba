import TextField from '@mui/material/TextField';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import { inputLabelClasses } from '@mui/material/InputLabel';

// The `classes` prop filled by a makeStyles hook becomes nested selectors in sx.
export default function ClassesToSx() {
  return (
    <TextField
      label="Promo code"
      defaultValue="SPRING25"
      helperText="Codes are not case-sensitive."
      sx={{
        width: 280,
        [`& .${outlinedInputClasses.root}`]: { borderRadius: 999, fontFamily: 'monospace', letterSpacing: 1 },
        [`& .${outlinedInputClasses.notchedOutline}`]: { borderStyle: 'dashed' },
        [`& .${inputLabelClasses.root}.${inputLabelClasses.focused}`]: { color: 'secondary.main' },
        [`& .${outlinedInputClasses.root}.${outlinedInputClasses.focused} .${outlinedInputClasses.notchedOutline}`]: {
          borderColor: 'secondary.main',
        },
      }}
    />
  );
}
