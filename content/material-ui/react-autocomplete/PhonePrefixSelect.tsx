import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Prefix {
  iso: string;
  country: string;
  dial: string;
}

const prefixes: Prefix[] = [
  { iso: 'PT', country: 'Portugal', dial: '+351' },
  { iso: 'BR', country: 'Brazil', dial: '+55' },
  { iso: 'DE', country: 'Germany', dial: '+49' },
  { iso: 'IN', country: 'India', dial: '+91' },
  { iso: 'JP', country: 'Japan', dial: '+81' },
  { iso: 'KE', country: 'Kenya', dial: '+254' },
  { iso: 'MX', country: 'Mexico', dial: '+52' },
  { iso: 'GB', country: 'United Kingdom', dial: '+44' },
  { iso: 'US', country: 'United States', dial: '+1' },
];

export default function PhonePrefixSelect() {
  return (
    <Autocomplete
      id="phone-prefix"
      options={prefixes}
      autoHighlight
      defaultValue={prefixes[0]}
      getOptionLabel={(prefix) => `${prefix.country} ${prefix.dial}`}
      sx={{ width: '100%', maxWidth: 300 }}
      renderOption={(props, prefix) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 28, fontSize: 12, fontWeight: 700, textAlign: 'center', borderRadius: 0.5, bgcolor: 'action.selected' }}
            >
              {prefix.iso}
            </Box>
            <Box component="span" sx={{ flex: 1 }}>
              {prefix.country}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {prefix.dial}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Country code" />}
    />
  );
}
