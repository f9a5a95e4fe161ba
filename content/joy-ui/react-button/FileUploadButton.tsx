import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import AttachFile from '@mui/icons-material/AttachFile';

export default function FileUploadButton() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<string[]>([]);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {/* The native input stays out of view and out of the tab order; the button opens it. */}
      <input
        ref={inputRef}
        type="file"
        multiple
        accept=".pdf,.png,.jpg"
        hidden
        onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Button variant="outlined" color="neutral" startDecorator={<AttachFile />} onClick={() => inputRef.current?.click()}>
        Attach receipts
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {files.length ? `Attached: ${files.join(', ')}` : 'PDF, PNG or JPG, up to 10 MB each.'}
      </Typography>
    </Box>
  );
}
