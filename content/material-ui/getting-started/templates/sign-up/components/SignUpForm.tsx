import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PasswordStrength from './PasswordStrength';
import TeamSizePicker from './TeamSizePicker';
import { businessTypes } from '../data/options';
import { validate, type SignUpErrors, type SignUpValues } from '../utils/validation';

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  business: '',
  businessType: '',
  teamSize: '',
  terms: false,
};

/** Field order, for moving focus to the first problem after a submit. */
const ORDER: (keyof SignUpValues)[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'business',
  'businessType',
  'teamSize',
  'terms',
];

interface SignUpFormProps {
  /** Values to start from, such as those of a previous submit when the reader goes back to edit. */
  initialValues?: SignUpValues | null;
  onCreated: (values: SignUpValues) => void;
}

export default function SignUpForm({ initialValues, onCreated }: SignUpFormProps) {
  const [values, setValues] = React.useState(initialValues ?? EMPTY);
  const [errors, setErrors] = React.useState<SignUpErrors>({});
  const formRef = React.useRef<HTMLFormElement>(null);

  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = ORDER.find((key) => found[key]);
    if (first) {
      formRef.current
        ?.querySelector<HTMLElement>(
          `[data-field="${first}"] input, [data-field="${first}"] button, [data-field="${first}"] [role="combobox"]`,
        )
        ?.focus();
      return;
    }
    onCreated(values);
  };

  const text = (key: 'firstName' | 'lastName' | 'email' | 'business') => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: Boolean(errors[key]),
    fullWidth: true,
    'data-field': key,
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        About you
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...text('firstName')}
            label="First name"
            autoComplete="given-name"
            helperText={errors.firstName}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('lastName')} label="Last name" autoComplete="family-name" helperText={errors.lastName} />
        </Grid>
        <Grid size={12}>
          <TextField
            {...text('email')}
            type="email"
            label="Work email"
            autoComplete="email"
            helperText={errors.email}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            id="signup-password"
            name="password"
            data-field="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            fullWidth
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            // Describe the field by its error (when there is one) and by the live checklist.
            slotProps={{
              htmlInput: {
                'aria-describedby': errors.password ? 'signup-password-helper-text password-rules' : 'password-rules',
              },
            }}
          />
          <PasswordStrength id="password-rules" value={values.password} />
        </Grid>
      </Grid>

      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Your business
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField
            {...text('business')}
            label="Business name"
            autoComplete="organization"
            helperText={errors.business}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            select
            name="businessType"
            data-field="businessType"
            label="Type"
            fullWidth
            value={values.businessType}
            onChange={(event) => set('businessType', event.target.value)}
            error={Boolean(errors.businessType)}
            helperText={errors.businessType}
            // A select has no input to point `for` at: its combobox is named by the label's id instead.
            slotProps={{ inputLabel: { htmlFor: undefined } }}
          >
            {businessTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12} data-field="teamSize">
          <TeamSizePicker value={values.teamSize} onChange={(size) => set('teamSize', size)} error={errors.teamSize} />
        </Grid>
        <Grid size={12}>
          <FormControl error={Boolean(errors.terms)} data-field="terms">
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.terms}
                  onChange={(event) => set('terms', event.target.checked)}
                  name="terms"
                />
              }
              label={
                <>
                  I accept the <Link href="#">terms of service</Link> and have read the{' '}
                  <Link href="#">privacy notice</Link>.
                </>
              }
            />
            {errors.terms && <FormHelperText sx={{ mt: 0 }}>{errors.terms}</FormHelperText>}
          </FormControl>
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        Create my account
      </Button>
    </Box>
  );
}
