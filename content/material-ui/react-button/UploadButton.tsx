import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function UploadButton() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => inputRef.current?.click()}>
        Attach receipts
      </Button>
      {/* The button is the one control readers reach; the input only opens the file picker. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*,.pdf"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {files.length ? `Attached: ${files.join(', ')}` : 'PDF or images, several at once.'}
      </Typography>
    </Stack>
  );
}
