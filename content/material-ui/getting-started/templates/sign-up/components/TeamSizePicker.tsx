import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { teamSizes } from '../data/options';

interface TeamSizePickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A single choice shown as a row of buttons: quicker than a select for four short options. */
export default function TeamSizePicker({ value, onChange, error }: TeamSizePickerProps) {
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel id="team-size-label" sx={{ mb: 1, typography: 'body2' }}>
        People on your rota
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        onChange={(_, next: string | null) => next && onChange(next)}
        aria-labelledby="team-size-label"
        aria-describedby="team-size-help"
      >
        {teamSizes.map((size) => (
          <ToggleButton key={size.value} value={size.value} sx={{ py: 1 }}>
            {size.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText id="team-size-help">{error || 'You can add or remove people at any time.'}</FormHelperText>
    </FormControl>
  );
}
