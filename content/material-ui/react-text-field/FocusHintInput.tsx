import FormControl from '@mui/material/FormControl';
import { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

// Reads the state of the nearest FormControl: focused, filled, error, disabled…
function SlugHint() {
  const control = useFormControl();
  let text = 'Lowercase words joined by dashes.';
  if (control?.focused) text = 'Tip: keep it under five words for nicer links.';
  else if (control?.filled) text = 'Saved as the post URL.';
  return <FormHelperText id="post-slug-hint">{text}</FormHelperText>;
}

export default function FocusHintInput() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <InputLabel htmlFor="post-slug">Post URL slug</InputLabel>
      <OutlinedInput id="post-slug" label="Post URL slug" aria-describedby="post-slug-hint" />
      <SlugHint />
    </FormControl>
  );
}
