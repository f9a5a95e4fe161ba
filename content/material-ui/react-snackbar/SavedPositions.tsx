import Button from '@mui/material/Button';
import Snackbar, { SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const corners: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top centre', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom centre', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SavedPositions() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin | null>(null);
  const { vertical = 'bottom', horizontal = 'left' } = origin ?? {};

  return (
    <div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, maxWidth: 420 }}>
        {corners.map(({ label, origin: next }) => (
          <Button key={label} variant="outlined" onClick={() => setOrigin(next)} sx={{ flex: '1 0 30%' }}>
            {label}
          </Button>
        ))}
      </Stack>
      <Snackbar
        key={`${vertical}-${horizontal}`}
        open={origin !== null}
        anchorOrigin={{ vertical, horizontal }}
        autoHideDuration={3000}
        onClose={() => setOrigin(null)}
        message={`Theme saved. Notices now appear ${vertical} ${horizontal === 'center' ? 'centre' : horizontal}.`}
      />
    </div>
  );
}
