import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';

// A rounded, tinted field for a newsletter footer.
const PillField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 999,
    backgroundColor: theme.palette.action.hover,
    '& fieldset': { borderColor: theme.palette.action.active },
    '&:hover fieldset': { borderColor: theme.palette.text.primary },
    '&.Mui-focused fieldset': { borderColor: theme.palette.secondary.main, borderWidth: 2 },
  },
  '& .MuiOutlinedInput-input': { paddingLeft: theme.spacing(2.5) },
  '& label': { paddingLeft: theme.spacing(1) },
  '& label.Mui-focused': { color: theme.palette.secondary.main },
}));

export default function NewsletterStyledField() {
  return (
    <Stack component="form" direction="row" spacing={1} sx={{ width: '100%', maxWidth: 460, alignItems: 'center' }}>
      <PillField id="newsletter-email" label="Email for the monthly digest" type="email" size="small" fullWidth />
      <Button variant="contained" color="secondary" sx={{ borderRadius: 999, flexShrink: 0 }}>
        Subscribe
      </Button>
    </Stack>
  );
}
