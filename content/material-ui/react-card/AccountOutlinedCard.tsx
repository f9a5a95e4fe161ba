import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const accounts = [
  { name: 'Everyday account', number: '•••• 4821', balance: '€2,318.40' },
  { name: 'Savings', number: '•••• 9077', balance: '€12,050.00' },
];

export default function AccountOutlinedCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {accounts.map((account) => (
        <Card key={account.number} variant="outlined" sx={{ minWidth: 220 }}>
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {account.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {account.number}
            </Typography>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="h5" component="p">
              {account.balance}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Available balance
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
