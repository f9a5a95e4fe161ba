import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Business from '@mui/icons-material/Business';
import Groups from '@mui/icons-material/Groups';
import SmartToy from '@mui/icons-material/SmartToy';

const accounts = [
  { label: 'Team account', icon: <Groups />, color: 'primary' },
  { label: 'Company', icon: <Business />, color: 'neutral' },
  { label: 'Automation bot', icon: <SmartToy />, color: 'success' },
] as const;

export default function AvatarIcons() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {accounts.map((account) => (
        <Box key={account.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Avatar color={account.color} aria-hidden>
            {account.icon}
          </Avatar>
          <Typography level="body-sm">{account.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
