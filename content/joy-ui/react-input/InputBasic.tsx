import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

// Turns "Spring Campaign 2025!" into "spring-campaign-2025".
function toSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export default function InputBasic() {
  // Controlled: the component owns the text, so it can derive the URL from it on every keystroke.
  const [name, setName] = React.useState('');
  const slug = toSlug(name);

  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Project name</FormLabel>
      <Input
        name="project-name"
        placeholder="e.g. Spring campaign"
        value={name}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setName(event.target.value)}
      />
      <Typography level="body-xs" sx={{ mt: 1 }}>
        Project address: <code>app.example.com/p/{slug || '…'}</code>
      </Typography>
    </FormControl>
  );
}
