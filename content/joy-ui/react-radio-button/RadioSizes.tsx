import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const groups = [
  { size: 'sm', label: 'Row density (sm)', options: ['Compact', 'Comfortable'] },
  { size: 'md', label: 'Start page (md)', options: ['Inbox', 'Calendar'] },
  { size: 'lg', label: 'Reading mode (lg)', options: ['Paged', 'Scrolling'] },
] as const;

export default function RadioSizes() {
  const id = React.useId();
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      {groups.map((group) => (
        <Stack key={group.size} spacing={1}>
          <FormLabel id={`${id}-${group.size}`}>{group.label}</FormLabel>
          {/* size on the group reaches every radio inside it. */}
          <RadioGroup
            size={group.size}
            aria-labelledby={`${id}-${group.size}`}
            defaultValue={group.options[0]}
            name={`setting-${group.size}`}
          >
            {group.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </RadioGroup>
        </Stack>
      ))}
    </Stack>
  );
}
