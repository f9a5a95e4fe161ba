import * as React from 'react';
import FormControl, { FormControlProps } from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, { InputProps } from '@mui/joy/Input';

export interface MyTextFieldProps extends InputProps {
  label: React.ReactNode;
  helperText?: React.ReactNode;
  /** Props for the FormControl around the field (size, required, disabled, sx…). */
  formControlProps?: FormControlProps;
}

// A project-level TextField: one component, built from Joy's pieces.
export default function MyTextField({ label, helperText, formControlProps, error, ...inputProps }: MyTextFieldProps) {
  return (
    <FormControl error={error} {...formControlProps}>
      <FormLabel>{label}</FormLabel>
      <Input error={error} {...inputProps} />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
