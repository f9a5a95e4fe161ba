import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Field = 'fullName' | 'postcode' | 'phone';

const rules: Record<Field, { label: string; test: (value: string) => boolean; message: string }> = {
  fullName: { label: 'Full name', test: (v) => v.trim().length > 1, message: 'Enter the name on the doorbell.' },
  postcode: { label: 'Postcode', test: (v) => /^\d{4}-\d{3}$/.test(v), message: 'Use the format 1000-001.' },
  phone: { label: 'Phone', test: (v) => /^\+?[\d ]{9,15}$/.test(v), message: 'Digits only, 9 to 15 of them.' },
};

export default function CheckoutErrorSummary() {
  const [values, setValues] = React.useState<Record<Field, string>>({ fullName: '', postcode: '1000', phone: '' });
  const [errors, setErrors] = React.useState<Field[]>([]);
  const id = React.useId();

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failing = (Object.keys(rules) as Field[]).filter((field) => !rules[field].test(values[field]));
    setErrors(failing);
    if (failing.length > 0) document.getElementById(`${id}-${failing[0]}`)?.focus();
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} sx={{ width: '100%', maxWidth: 380 }}>
      {errors.length > 0 && (
        <Alert severity="error" role="alert">
          Please fix {errors.length} {errors.length === 1 ? 'field' : 'fields'}: {errors.map((f) => rules[f].label).join(', ')}.
        </Alert>
      )}
      {(Object.keys(rules) as Field[]).map((field) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={rules[field].label}
          required
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          error={errors.includes(field)}
          helperText={errors.includes(field) ? rules[field].message : ' '}
        />
      ))}
      <Button type="submit" variant="contained">
        Continue to payment
      </Button>
    </Stack>
  );
}
