import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';

const priorities = [
  { value: 'low', label: 'Low', color: 'neutral' },
  { value: 'normal', label: 'Normal', color: 'primary' },
  { value: 'resolved', label: 'Resolved', color: 'success' },
  { value: 'high', label: 'High', color: 'warning' },
  { value: 'urgent', label: 'Urgent', color: 'danger' },
] as const;

type Priority = (typeof priorities)[number]['value'];

export default function SelectColors() {
  const listbox = useListboxIds();
  const [priority, setPriority] = React.useState<Priority>('high');
  const current = priorities.find((item) => item.value === priority)!;
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Ticket status</FormLabel>
      {/* The field's colour follows the chosen value; the text names it as well. */}
      <Select
        {...listbox()}
        variant="soft"
        color={current.color}
        value={priority}
        onChange={(_event, value) => value && setPriority(value)}
      >
        {priorities.map((item) => (
          <Option key={item.value} value={item.value}>
            {item.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
