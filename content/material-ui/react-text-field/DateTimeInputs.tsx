import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function DateTimeInputs() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* Browsers draw their own placeholder (dd/mm/yyyy), so the label must stay above it. */}
      <TextField
        id="pickup-date"
        label="Pick-up day"
        type="date"
        defaultValue="2026-03-14"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="pickup-time"
        label="Time window starts"
        type="time"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
        helperText="15-minute steps"
      />
      <TextField
        id="pickup-note"
        label="Who collects it?"
        placeholder="Name on the ID"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
