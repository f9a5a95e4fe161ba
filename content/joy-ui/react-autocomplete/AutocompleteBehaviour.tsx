import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const colours = ['Amber', 'Cobalt', 'Coral', 'Emerald', 'Indigo', 'Ivory', 'Saffron', 'Teal'];

const flags = [
  'autoHighlight',
  'autoSelect',
  'autoComplete',
  'openOnFocus',
  'clearOnEscape',
  'disableClearable',
  'includeInputInList',
  'blurOnSelect',
] as const;
type Flag = (typeof flags)[number];

export default function AutocompleteBehaviour() {
  const [on, setOn] = React.useState<Record<Flag, boolean>>({
    autoHighlight: true,
    autoSelect: false,
    autoComplete: false,
    openOnFocus: false,
    clearOnEscape: true,
    disableClearable: false,
    includeInputInList: false,
    blurOnSelect: false,
  });
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      <Stack spacing={1}>
        {flags.map((flag) => (
          <Checkbox
            key={flag}
            size="sm"
            label={<code>{flag}</code>}
            checked={on[flag]}
            onChange={(event) => setOn({ ...on, [flag]: event.target.checked })}
          />
        ))}
      </Stack>
      <FormControl sx={{ width: 260 }}>
        <FormLabel>Accent colour</FormLabel>
        {/* The key remounts the field when a flag changes, so each combination starts fresh. */}
        <Autocomplete key={JSON.stringify(on)} options={colours} placeholder="Try typing “co”" {...on} />
      </FormControl>
    </Stack>
  );
}
