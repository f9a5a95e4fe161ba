import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import { people } from './portraits';

const attendees = [
  people.sofia,
  people.diego,
  people.mei,
  { name: 'Ruth Abebe' },
  { name: 'Karl Nilsen' },
  { name: 'Yuki Mori' },
  { name: 'Ana Costa' },
];

export default function AvatarGroupSurplus() {
  const shown = 3;
  const hidden = attendees.length - shown;
  return (
    <AvatarGroup role="group" aria-label={`${attendees.length} attendees`} size="sm">
      {attendees.slice(0, shown).map((person) => (
        <Avatar key={person.name} alt={person.name} src={'src' in person ? person.src : undefined} />
      ))}
      {hidden > 0 && (
        <Avatar variant="solid" color="neutral" aria-label={`and ${hidden} more`} role="img">
          +{hidden}
        </Avatar>
      )}
    </AvatarGroup>
  );
}
