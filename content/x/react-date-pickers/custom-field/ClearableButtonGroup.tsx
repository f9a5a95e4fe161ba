import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Close from '@mui/icons-material/Close';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerActionsContext, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';

function DeadlineButtons(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, label, setOpen, triggerRef, rootRef } = usePickerContext<Dayjs | null>();
  const { clearValue } = usePickerActionsContext();
  const ref = useForkRef(triggerRef, rootRef);

  return (
    <ButtonGroup ref={ref} variant="outlined" aria-label={String(label)}>
      <Button id={forwardedProps.id} onClick={() => setOpen((open) => !open)}>
        {value ? `Due ${value.format('MMM D')}` : 'Set a due date'}
      </Button>
      {value && (
        <Button aria-label="Remove the due date" onClick={clearValue}>
          <Close fontSize="small" />
        </Button>
      )}
    </ButtonGroup>
  );
}

export default function ClearableButtonGroup() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Task due date" slots={{ field: DeadlineButtons }} />
    </LocalizationProvider>
  );
}
