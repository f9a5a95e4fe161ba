import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

const team = [people.amara, people.lukas, people.mei, people.diego, people.sofia];

export default function AvatarGroupCustom() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <div>
        <Typography level="body-sm" sx={{ mb: 1 }}>
          Wider overlap, thicker ring
        </Typography>
        <AvatarGroup role="group" aria-label="Design team" sx={{ '--AvatarGroup-gap': '-16px', '--Avatar-ringSize': '4px' }}>
          {team.map((person) => (
            <Avatar key={person.name} src={person.src} alt={person.name} />
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography level="body-sm" sx={{ mb: 1 }}>
          First avatar on top
        </Typography>
        <AvatarGroup role="group" aria-label="Design team, reversed" sx={{ flexDirection: 'row-reverse', justifyContent: 'flex-end' }}>
          {[...team].reverse().map((person) => (
            <Avatar key={person.name} src={person.src} alt={person.name} />
          ))}
        </AvatarGroup>
      </div>
    </Box>
  );
}
