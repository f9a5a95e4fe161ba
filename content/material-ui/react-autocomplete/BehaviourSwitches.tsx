import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { languages } from './languages';

const flags = ['openOnFocus', 'disableClearable', 'clearOnEscape', 'includeInputInList', 'blurOnSelect', 'disableListWrap'] as const;
type Flag = (typeof flags)[number];

export default function BehaviourSwitches() {
  const [on, setOn] = React.useState<Record<Flag, boolean>>({
    openOnFocus: true,
    disableClearable: false,
    clearOnEscape: true,
    includeInputInList: false,
    blurOnSelect: false,
    disableListWrap: false,
  });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <FormGroup role="group" aria-label="Behaviour props">
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            label={<code>{flag}</code>}
            control={<Switch size="small" checked={on[flag]} onChange={(event) => setOn({ ...on, [flag]: event.target.checked })} />}
          />
        ))}
      </FormGroup>
      <Autocomplete
        id="behaviour-playground"
        options={languages.map((language) => language.name)}
        openOnFocus={on.openOnFocus}
        disableClearable={on.disableClearable}
        clearOnEscape={on.clearOnEscape}
        includeInputInList={on.includeInputInList}
        blurOnSelect={on.blurOnSelect}
        disableListWrap={on.disableListWrap}
        sx={{ width: '100%', maxWidth: 280 }}
        renderInput={(params) => <TextField {...params} label="Repository language" />}
      />
    </Stack>
  );
}
