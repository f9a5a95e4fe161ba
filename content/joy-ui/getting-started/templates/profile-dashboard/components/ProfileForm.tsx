import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import AvatarField from './AvatarField';
import BioField from './BioField';
import type { Profile, ProfileField } from '../data/profile';
import { timeZones } from '../data/timezones';
import { fieldId, fieldOrder, validateProfile, type ProfileErrors } from '../utils/validation';

export interface ProfileFormProps {
  saved: Profile;
  onSaved: (profile: Profile) => void;
  onNotice: (message: string) => void;
}

/** A spinner in the button's own text colour, readable on the solid button in both schemes. */
const spinnerColors = { '--CircularProgress-size': '18px', '--CircularProgress-progressColor': 'currentColor', '--CircularProgress-trackColor': 'transparent' };

type Outcome = 'idle' | 'saved' | 'invalid' | 'unchanged' | 'discarded';

/**
 * The profile form. Fields are checked on "Save changes" and then again as the person types, so a
 * message goes away as soon as its problem is fixed. Saving waits where your API call goes.
 */
export default function ProfileForm({ saved, onSaved, onNotice }: ProfileFormProps) {
  const [draft, setDraft] = React.useState(saved);
  const [errors, setErrors] = React.useState<ProfileErrors>({});
  const [checked, setChecked] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const dirty = fieldOrder.some((field) => draft[field] !== saved[field]);
  const problemCount = Object.keys(errors).length;

  const update = (field: ProfileField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    setOutcome('idle');
    if (checked) {
      setErrors(validateProfile(next));
    }
  };

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    const found = validateProfile(draft);
    setErrors(found);
    setChecked(true);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      setOutcome('invalid');
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!dirty) {
      setOutcome('unchanged');
      return;
    }
    setSaving(true);
    // Replace the wait with your request, e.g. `await api.updateProfile(cleaned)`.
    const cleaned = { ...draft, firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() };
    timer.current = setTimeout(() => {
      setSaving(false);
      setDraft(cleaned);
      setOutcome('saved');
      onSaved(cleaned);
    }, 800);
  };

  const cancel = () => {
    if (saving) {
      return;
    }
    setDraft(saved);
    setErrors({});
    setChecked(false);
    setOutcome(dirty ? 'discarded' : 'idle');
  };

  const text = (field: ProfileField) => ({
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
  });

  return (
    <Sheet component="form" noValidate onSubmit={handleSubmit} variant="outlined" sx={{ borderRadius: 'lg', overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
        <Typography level="title-lg" component="h2">
          Your profile
        </Typography>
        <Typography level="body-sm">Colleagues see this on the rota, on swap requests and in the staff list.</Typography>
      </Box>
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: { xs: 3, lg: 4 },
          gridTemplateColumns: { xs: '1fr', lg: '200px minmax(0, 1fr)' },
        }}
      >
        <AvatarField
          firstName={draft.firstName}
          lastName={draft.lastName}
          onPhotoPicked={(file) => onNotice(`“${file.name}” was not uploaded: photo uploads are switched off in this workspace.`)}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignContent: 'start' }}>
          <FormControl id={fieldId('firstName')} required error={Boolean(errors.firstName)}>
            <FormLabel>First name</FormLabel>
            <Input {...text('firstName')} autoComplete="given-name" />
            {errors.firstName && <FormHelperText>{errors.firstName}</FormHelperText>}
          </FormControl>
          <FormControl id={fieldId('lastName')} required error={Boolean(errors.lastName)}>
            <FormLabel>Last name</FormLabel>
            <Input {...text('lastName')} autoComplete="family-name" />
            {errors.lastName && <FormHelperText>{errors.lastName}</FormHelperText>}
          </FormControl>
          <FormControl id={fieldId('role')} error={Boolean(errors.role)}>
            <FormLabel>Role</FormLabel>
            <Input {...text('role')} autoComplete="organization-title" placeholder="e.g. Registered veterinary nurse" />
            <FormHelperText>{errors.role ?? 'Printed next to your name on the rota.'}</FormHelperText>
          </FormControl>
          <FormControl id={fieldId('email')} required error={Boolean(errors.email)}>
            <FormLabel>Work email</FormLabel>
            <Input {...text('email')} type="email" autoComplete="email" />
            <FormHelperText>{errors.email ?? 'Rota updates and swap requests are sent here.'}</FormHelperText>
          </FormControl>
          <FormControl id={fieldId('timezone')} sx={{ gridColumn: '1 / -1' }}>
            <FormLabel>Time zone</FormLabel>
            <Select
              value={draft.timezone}
              onChange={(_, value) => value && update('timezone', value)}
              sx={{ maxWidth: { sm: 360 } }}
              // The listbox mounts after hydration: point the button at it only while it is open.
              slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
            >
              {timeZones.map((zone) => (
                <Option key={zone.id} value={zone.id} label={zone.city}>
                  <Box component="span" sx={{ flex: 1 }}>
                    {zone.city}
                  </Box>
                  <Typography component="span" level="body-xs">
                    {zone.winterOffset}
                  </Typography>
                </Option>
              ))}
            </Select>
            <FormHelperText>Shift times and reminders use this zone.</FormHelperText>
          </FormControl>
          <BioField id={fieldId('bio')} value={draft.bio} error={errors.bio} onChange={(value) => update('bio', value)} />
        </Box>
      </Box>
      <Divider />
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          bgcolor: 'background.level1',
        }}
      >
        <Typography
          role="status"
          level="body-sm"
          startDecorator={outcome === 'saved' ? <CheckCircleRounded /> : outcome === 'invalid' ? <ErrorOutlineRounded /> : undefined}
          textColor={outcome === 'saved' ? 'success.plainColor' : outcome === 'invalid' ? 'danger.plainColor' : 'text.secondary'}
          sx={{ mr: 'auto', minHeight: 24 }}
        >
          {outcome === 'saved' && 'Profile saved. The rota shows your changes now.'}
          {outcome === 'invalid' && `${problemCount === 1 ? 'One field needs' : `${problemCount} fields need`} your attention.`}
          {outcome === 'unchanged' && 'Nothing to save: no field has changed.'}
          {outcome === 'discarded' && 'Changes discarded.'}
          {outcome === 'idle' && (saving ? 'Saving…' : dirty ? 'You have unsaved changes.' : '')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {/* Neither button is ever disabled: a button that disables itself drops keyboard focus. */}
          <Button type="button" variant="plain" color="neutral" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" startDecorator={saving ? <CircularProgress aria-hidden size="sm" thickness={2} sx={spinnerColors} /> : undefined}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </Box>
      </Box>
    </Sheet>
  );
}
