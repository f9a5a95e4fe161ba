import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BudgetIcons() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert icon={<SavingsOutlinedIcon fontSize="inherit" />} severity="success">
        You put €250 into “Summer trip” this month, ahead of plan.
      </Alert>
      <Alert icon={<TrendingUpIcon fontSize="inherit" />} severity="warning">
        Groceries are 18 % above your monthly average.
      </Alert>
      <Alert icon={false} severity="info">
        Budgets reset on the 1st of each month.
      </Alert>
    </Stack>
  );
}
