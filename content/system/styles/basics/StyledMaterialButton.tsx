import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

// styled() from @mui/material/styles takes the place of styled() from @mui/styles.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightBold,
}));

export default function StyledMaterialButton() {
  return (
    <Stack direction="row" spacing={2}>
      <PillButton variant="contained">Start free trial</PillButton>
      <PillButton variant="outlined">Book a demo</PillButton>
    </Stack>
  );
}
