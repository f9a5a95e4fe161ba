import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';

export interface PasswordInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  autoComplete?: string;
}

/**
 * A password `Input` with a button that shows or hides what was typed. The button reports its
 * state with `aria-pressed`, so its label can stay the same.
 */
export default function PasswordInput({ name, value, onChange, inputRef, autoComplete = 'current-password' }: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <Input
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      slotProps={{ input: { ref: inputRef } }}
      endDecorator={
        <IconButton
          variant="plain"
          color="neutral"
          aria-label="Show password"
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
        </IconButton>
      }
    />
  );
}
