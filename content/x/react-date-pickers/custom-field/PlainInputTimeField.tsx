import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { unstable_useTimeField as useTimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

const Wrapper = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  fontFamily: theme.typography.fontFamily,
}));

const TimeInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: '1.5rem',
  fontVariantNumeric: 'tabular-nums',
  width: '7ch',
  padding: theme.spacing(0.5, 1),
  color: (theme.vars ?? theme).palette.text.primary,
  background: 'transparent',
  border: 'none',
  borderBottom: `2px solid ${theme.palette.primary.main}`,
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

function BigTimeInput(props: TimePickerFieldProps) {
  const fieldProps = { ...props, enableAccessibleFieldDOMStructure: false as const };
  const field = useTimeField<false, typeof fieldProps>(fieldProps);
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const inputId = React.useId();

  return (
    <Wrapper ref={ref}>
      <label htmlFor={inputId}>{picker.label}</label>
      <TimeInput
        id={inputId}
        ref={field.inputRef}
        value={field.value}
        onChange={field.onChange}
        onClick={(event) => {
          field.onClick(event);
          picker.setOpen(true);
        }}
        onFocus={field.onFocus}
        onBlur={field.onBlur}
        onKeyDown={field.onKeyDown}
        onPaste={field.onPaste}
        placeholder={field.placeholder}
        inputMode={field.inputMode}
        autoComplete="off"
      />
    </Wrapper>
  );
}

export default function PlainInputTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Oven timer ends at"
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        defaultValue={dayjs('2026-03-14T19:05')}
        slots={{ field: BigTimeInput }}
      />
    </LocalizationProvider>
  );
}
