import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const statuses = [
  { name: 'Kofi Mensah', status: 'Paid', color: 'success' },
  { name: 'Lena Vogel', status: 'Overdue', color: 'danger' },
  { name: 'Omar Haddad', status: 'Due soon', color: 'warning' },
  { name: 'Iris Chen', status: 'Draft', color: 'neutral' },
  { name: 'Paulo Silva', status: 'Sent', color: 'primary' },
] as const;

export default function AvatarColors() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {statuses.map((client) => (
        <Box component="li" key={client.name} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar color={client.color} variant="solid" size="sm" aria-hidden>
            {client.name[0]}
          </Avatar>
          <Typography level="body-sm">
            {client.name}: <strong>{client.status}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
