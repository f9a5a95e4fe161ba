import Box from '@mui/system/Box';

const team = [
  { initials: 'MK', radius: 0, label: 'radius 0' },
  { initials: 'JB', radius: 1, label: 'radius 1 (4 px)' },
  { initials: 'LO', radius: 3, label: 'radius 3 (12 px)' },
  { initials: 'RT', radius: '50%', label: "radius '50%'" },
];

export default function AvatarRadius() {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 3, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}>
      {team.map((member) => (
        <Box component="li" key={member.initials} sx={{ textAlign: 'center', fontSize: 13 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 1,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 'bold',
              borderRadius: member.radius,
            }}
          >
            {member.initials}
          </Box>
          {member.label}
        </Box>
      ))}
    </Box>
  );
}
