import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';

export default function ButtonSizes() {
  const [submitting, setSubmitting] = React.useState(false);
  return (
    <div className="flex flex-col items-start gap-4">
      <Checkbox label="Simulate a pending payment" checked={submitting} onChange={(event) => setSubmitting(event.target.checked)} />
      <div className="flex flex-wrap items-end gap-4">
        <Button size="sm" variant="outlined" loading={submitting}>Save for later</Button>
        <Button size="md" variant="soft" loading={submitting}>Add to basket</Button>
        <Button size="lg" loading={submitting} loadingPosition="end">Confirm purchase</Button>
      </div>
    </div>
  );
}
