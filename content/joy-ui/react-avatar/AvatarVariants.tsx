import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const members = [
  { initials: 'JK', role: 'Owner', variant: 'solid' },
  { initials: 'RS', role: 'Admin', variant: 'soft' },
  { initials: 'AL', role: 'Editor', variant: 'outlined' },
  { initials: 'PM', role: 'Viewer', variant: 'plain' },
] as const;

export default function AvatarVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {members.map((member) => (
        <Box key={member.role} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <Avatar variant={member.variant} color="primary">
            {member.initials}
          </Avatar>
          <Typography level="body-xs">{member.role}</Typography>
        </Box>
      ))}
    </Box>
  );
}
