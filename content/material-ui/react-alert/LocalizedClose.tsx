import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function LocalizedClose() {
  const [shown, setShown] = React.useState(true);

  return (
    <Stack lang="fr" spacing={1.5} sx={{ maxWidth: 520, alignItems: 'flex-start' }}>
      {shown ? (
        <Alert
          severity="info"
          closeText="Fermer"
          onClose={() => setShown(false)}
          slotProps={{
            closeButton: { size: 'medium', sx: { ml: 1 } },
            message: { sx: { fontWeight: 500 } },
          }}
        >
          Votre commande sera livrée demain entre 9 h et 13 h.
        </Alert>
      ) : (
        <Button size="small" onClick={() => setShown(true)}>
          Afficher le message
        </Button>
      )}
    </Stack>
  );
}
