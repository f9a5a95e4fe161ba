import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import * as React from 'react';

const sections = ['Product news', 'Community events', 'Job board'];

export default function DigestFormGroup() {
  const [chosen, setChosen] = React.useState<string[]>(['Product news']);
  const empty = chosen.length === 0;

  const handleChange = (section: string, checked: boolean) => {
    setChosen((current) => (checked ? [...current, section] : current.filter((item) => item !== section)));
  };

  return (
    <FormControl component="fieldset" variant="standard" error={empty}>
      <FormLabel component="legend">Weekly digest includes</FormLabel>
      <FormGroup>
        {sections.map((section) => (
          <FormControlLabel
            key={section}
            label={section}
            control={
              <Switch checked={chosen.includes(section)} onChange={(event) => handleChange(section, event.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{empty ? 'Pick at least one section or unsubscribe instead' : 'Sent every Friday morning'}</FormHelperText>
    </FormControl>
  );
}
