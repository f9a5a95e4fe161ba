import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Send from '@mui/icons-material/Send';

export default function InputRounded() {
  return (
    <Input
      aria-label="Message"
      placeholder="Write a message…"
      variant="soft"
      // A pill shape: decorator buttons follow the radius automatically.
      sx={{ '--Input-radius': '24px', '--Input-minHeight': '48px', '--Input-paddingInline': '1.25rem', maxWidth: 420 }}
      endDecorator={
        <IconButton variant="solid" color="primary" aria-label="Send message">
          <Send />
        </IconButton>
      }
    />
  );
}
