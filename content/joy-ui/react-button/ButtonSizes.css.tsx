import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import * as React from 'react';
import './ButtonSizes.css';

export default function ButtonSizes() {
  const [loading, setLoading] = React.useState(false);
  return (
    <div className="button-sizes">
      <div className="button-sizes__row">
        <Button size="sm" loading={loading}>Small</Button>
        <Button size="md" loading={loading}>Medium</Button>
        <Button size="lg" loading={loading}>Large</Button>
      </div>
      <FormControl orientation="horizontal" className="button-sizes__switch">
        <FormLabel>Loading</FormLabel>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
      </FormControl>
    </div>
  );
}
