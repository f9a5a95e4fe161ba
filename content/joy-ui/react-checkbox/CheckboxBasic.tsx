import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CheckboxBasic() {
  const [summary, setSummary] = React.useState('');

  // The boxes are uncontrolled: the browser keeps their state and the form reads it on submit.
  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parts = data.getAll('include');
    setSummary(parts.length ? `Exporting projects with ${parts.join(' and ')}.` : 'Exporting projects only.');
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography level="title-sm">Export workspace</Typography>
        <Checkbox name="include" value="comments" label="Include comments" defaultChecked />
        <Checkbox name="include" value="attachments" label="Include file attachments" />
        <Button type="submit" size="sm">
          Export
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {summary}
        </Typography>
      </Stack>
    </form>
  );
}
