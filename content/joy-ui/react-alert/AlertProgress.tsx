import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';

export default function AlertProgress() {
  const uploaded = 64;
  return (
    <Alert
      role="status"
      variant="outlined"
      color="primary"
      startDecorator={<CloudUpload />}
      sx={{ maxWidth: 480, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography level="title-sm" color="primary">
          Uploading 18 photos
        </Typography>
        <LinearProgress determinate value={uploaded} aria-label="Upload progress" sx={{ my: 1 }} />
        <Typography level="body-xs">{uploaded}% · about 40 seconds left</Typography>
      </Box>
    </Alert>
  );
}
