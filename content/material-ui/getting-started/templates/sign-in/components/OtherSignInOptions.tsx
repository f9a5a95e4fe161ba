import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';

interface OtherSignInOptionsProps {
  onChoose: (method: 'sso' | 'magic-link') => void;
}

/** Passwordless routes: the studio's identity provider, or a one-time link by email. */
export default function OtherSignInOptions({ onChoose }: OtherSignInOptionsProps) {
  return (
    <Stack spacing={1.5}>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>or continue with</Divider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<KeyOutlined />}
          onClick={() => onChoose('sso')}
        >
          Single sign-on
        </Button>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<MarkEmailReadOutlined />}
          onClick={() => onChoose('magic-link')}
        >
          Email me a link
        </Button>
      </Stack>
    </Stack>
  );
}
