import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchFormSubmit() {
  const [sent, setSent] = React.useState('');
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ alignItems: 'flex-start', maxWidth: 340 }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        // A checked switch sends its value ("on" by default); an unchecked one sends nothing.
        setSent(`public=${data.get('public') ?? '(missing)'}, comments=${data.get('comments') ?? '(missing)'}`);
      }}
    >
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', width: '100%' }}>
        <FormLabel>Public profile</FormLabel>
        <Switch defaultChecked slotProps={{ input: { name: 'public' } }} />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', width: '100%' }}>
        <FormLabel>Allow comments</FormLabel>
        <Switch slotProps={{ input: { name: 'comments', value: 'yes' } }} />
      </FormControl>
      <Button type="submit" size="sm">
        Save profile
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {sent}
      </Typography>
    </Stack>
  );
}
