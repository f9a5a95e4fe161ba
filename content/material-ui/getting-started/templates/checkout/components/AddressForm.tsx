import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { AddressValues, Errors } from '../utils/validation';

interface AddressFormProps {
  values: AddressValues;
  errors: Errors<AddressValues>;
  onChange: (field: keyof AddressValues, value: string) => void;
}

type FieldSpec = {
  name: keyof AddressValues;
  label: string;
  autoComplete: string;
  size: { xs: number; sm?: number };
  type?: string;
  hint?: string;
  required?: boolean;
};

const fields: FieldSpec[] = [
  {
    name: 'email',
    label: 'Email',
    autoComplete: 'email',
    size: { xs: 12 },
    type: 'email',
    hint: 'For your receipt and tracking link.',
    required: true,
  },
  { name: 'fullName', label: 'Full name', autoComplete: 'shipping name', size: { xs: 12 }, required: true },
  { name: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1', size: { xs: 12 }, required: true },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'shipping address-line2', size: { xs: 12 } },
  {
    name: 'city',
    label: 'Town or city',
    autoComplete: 'shipping address-level2',
    size: { xs: 12, sm: 7 },
    required: true,
  },
  {
    name: 'postcode',
    label: 'Postcode',
    autoComplete: 'shipping postal-code',
    size: { xs: 12, sm: 5 },
    required: true,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    autoComplete: 'shipping tel',
    size: { xs: 12 },
    type: 'tel',
    hint: 'Only used by the courier if they can’t find you.',
  },
];

/** Contact and delivery address. We deliver in the UK only, so the country is not asked. */
export default function AddressForm({ values, errors, onChange }: AddressFormProps) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={field.size}>
          <TextField
            id={`address-${field.name}`}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] || field.hint}
            slotProps={{ htmlInput: { 'aria-required': field.required || undefined } }}
            fullWidth
          />
        </Grid>
      ))}
    </Grid>
  );
}
