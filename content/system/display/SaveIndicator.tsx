import * as React from 'react';
import Box from '@mui/system/Box';

export default function SaveIndicator() {
  const [saved, setSaved] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box component="button" type="button" onClick={() => setSaved((value) => !value)} sx={{ px: 2, py: 1, font: 'inherit' }}>
        {saved ? 'Undo save' : 'Save draft'}
      </Box>
      <Box component="span" sx={{ visibility: saved ? 'visible' : 'hidden', color: 'success.main' }}>
        Draft saved
      </Box>
      <span>The button never moves.</span>
    </Box>
  );
}
