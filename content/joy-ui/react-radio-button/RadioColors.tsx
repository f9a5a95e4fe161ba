import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const severities = [
  { value: 'info', label: 'Question', color: 'primary' },
  { value: 'minor', label: 'Minor bug', color: 'neutral' },
  { value: 'working', label: 'Works after a workaround', color: 'success' },
  { value: 'major', label: 'Blocks part of my work', color: 'warning' },
  { value: 'critical', label: 'Data loss or outage', color: 'danger' },
] as const;

export default function RadioColors() {
  const labelId = React.useId();
  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>How serious is the problem?</FormLabel>
      <RadioGroup aria-labelledby={labelId} defaultValue="major" name="severity">
        {severities.map((severity) => (
          <Radio
            key={severity.value}
            value={severity.value}
            label={severity.label}
            color={severity.color}
            variant="soft"
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
