import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

type Status = { severity: 'success' | 'warning' | 'error'; title: string; advice: string };

/** Support status as this site describes it, with v8 as the current major. */
const versions: Record<string, { released: string; status: Status }> = {
  '8': {
    released: 'April 2025',
    status: { severity: 'success', title: 'Current major', advice: 'Receives new features, bug fixes and security fixes.' },
  },
  '7': {
    released: 'March 2024',
    status: { severity: 'warning', title: 'Long-term support', advice: 'Receives fixes for security issues and regressions only. Plan the upgrade to v8.' },
  },
  '6': {
    released: 'March 2023',
    status: { severity: 'error', title: 'Out of support', advice: 'No further releases. Upgrade one major at a time, following each migration guide.' },
  },
  '5': {
    released: 'November 2021',
    status: { severity: 'error', title: 'Out of support', advice: 'No further releases. Upgrade one major at a time, following each migration guide.' },
  },
};

export default function VersionSupportCheck() {
  const labelId = React.useId();
  const [major, setMajor] = React.useState('7');
  const { released, status } = versions[major];

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <FormControl>
        <InputLabel id={labelId}>Installed MUI X major version</InputLabel>
        <Select labelId={labelId} label="Installed MUI X major version" value={major} onChange={(event) => setMajor(event.target.value)}>
          {Object.keys(versions).map((key) => (
            <MenuItem key={key} value={key}>
              v{key}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Alert severity={status.severity} role="status">
        <AlertTitle>
          v{major}: {status.title}
        </AlertTitle>
        Released {released}. {status.advice}
      </Alert>
    </Stack>
  );
}
