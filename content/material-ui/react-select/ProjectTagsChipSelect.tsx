import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import * as React from 'react';

const tags = [
  { value: 'bug', label: 'Bug', color: 'error' },
  { value: 'design', label: 'Design', color: 'secondary' },
  { value: 'docs', label: 'Docs', color: 'info' },
  { value: 'perf', label: 'Performance', color: 'warning' },
  { value: 'ready', label: 'Ready to ship', color: 'success' },
] as const;

export default function ProjectTagsChipSelect() {
  const id = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['bug', 'perf']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 340 }}>
      <InputLabel id={`${id}-label`}>Labels</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Labels" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => {
              const tag = tags.find((item) => item.value === value);
              return <Chip key={value} size="small" label={tag?.label} color={tag?.color} />;
            })}
          </Box>
        )}
      >
        {tags.map((tag) => (
          <MenuItem key={tag.value} value={tag.value} sx={{ fontWeight: selected.includes(tag.value) ? 600 : 400 }}>
            {tag.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
