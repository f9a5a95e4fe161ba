import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { alpha, styled } from '@mui/material/styles';

const PromoAlert = styled(Alert)(({ theme }) => ({
  borderRadius: 16,
  padding: theme.spacing(1, 2),
  color: theme.palette.text.primary,
  background: `linear-gradient(100deg, ${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.secondary.main, 0.14)})`,
  border: `1px solid ${alpha(theme.palette.primary.main, 0.3)}`,
  '& .MuiAlert-icon': {
    color: theme.palette.primary.main,
    fontSize: 28,
  },
  '& .MuiAlert-message': {
    fontSize: theme.typography.body1.fontSize,
  },
}));

export default function PlanUpgradeStyled() {
  return (
    <PromoAlert
      role="status"
      severity="info"
      icon={<RocketLaunchOutlinedIcon fontSize="inherit" />}
      action={
        <Button variant="contained" size="small">
          See plans
        </Button>
      }
      sx={{ maxWidth: 560 }}
    >
      Your team used 9 of 10 seats. Upgrade to Team Plus for unlimited seats.
    </PromoAlert>
  );
}
