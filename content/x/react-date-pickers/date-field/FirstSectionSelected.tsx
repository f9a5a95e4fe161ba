import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

const parts: FieldSectionType[] = ['month', 'day', 'year'];

export default function FirstSectionSelected() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const [selectedName, setSelectedName] = React.useState('none');

  const handleSelectionChange = (next: FieldSelectedSections) => {
    setSelected(next);
    const sections = fieldRef.current?.getSections() ?? [];
    setSelectedName(typeof next === 'number' ? (sections[next]?.type ?? 'none') : String(next ?? 'none'));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1}>
          {parts.map((part) => (
            <Button key={part} size="small" variant="outlined" onClick={() => fieldRef.current?.focusField(part)}>
              Edit {part}
            </Button>
          ))}
        </Stack>
        <DateField
          label="Publication date"
          defaultValue={dayjs('2026-02-27')}
          unstableFieldRef={fieldRef}
          selectedSections={selected}
          onSelectedSectionsChange={handleSelectionChange}
        />
        <Typography variant="body2" aria-live="polite">
          Selected section: {selectedName}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
