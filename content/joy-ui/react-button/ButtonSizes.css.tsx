import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import './ButtonSizes.css';

export default function ButtonSizes() {
  const [submitting, setSubmitting] = React.useState(false);
  return (
    <div className="purchase-sizes">
      <Checkbox label="Simulate a pending payment" checked={submitting} onChange={(event) => setSubmitting(event.target.checked)} />
      <div className="purchase-sizes__buttons">
        <Button size="sm" variant="outlined" loading={submitting}>Save for later</Button>
        <Button size="md" variant="soft" loading={submitting}>Add to basket</Button>
        <Button size="lg" loading={submitting} loadingPosition="end">Confirm purchase</Button>
      </div>
    </div>
  );
}
