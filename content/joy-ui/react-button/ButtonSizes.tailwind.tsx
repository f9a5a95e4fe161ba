import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import * as React from 'react';

export default function ButtonSizes() {
  const [loading, setLoading] = React.useState(false);
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex items-center gap-4">
        <Button size="sm" loading={loading}>Small</Button>
        <Button size="md" loading={loading}>Medium</Button>
        <Button size="lg" loading={loading}>Large</Button>
      </div>
      <FormControl orientation="horizontal" className="gap-2">
        <FormLabel>Loading</FormLabel>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
      </FormControl>
    </div>
  );
}
