import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

const editors = [people.amara, people.lukas, people.mei, people.diego];

export default function AvatarGroupBasic() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <AvatarGroup role="group" aria-label="Editing this document">
        {editors.map((person) => (
          <Avatar key={person.name} src={person.src} alt={person.name} />
        ))}
      </AvatarGroup>
      <Typography level="body-sm">4 people are editing</Typography>
    </Box>
  );
}
