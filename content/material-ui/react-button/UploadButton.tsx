import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as React from 'react';

/** Keeps the file input in the accessibility tree while the button draws it. */
const HiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export default function UploadButton() {
  const [files, setFiles] = React.useState<string[]>([]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" variant="contained" startIcon={<CloudUploadIcon />}>
        Attach receipts
        <HiddenInput type="file" accept="image/*,.pdf" multiple onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))} />
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {files.length ? `Attached: ${files.join(', ')}` : 'PDF or images, several at once.'}
      </Typography>
    </Stack>
  );
}
