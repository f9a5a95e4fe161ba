import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const assignees = ['NB', 'FG', 'TW', 'ES'];

export default function AvatarGroupVariants() {
  // The group passes size, variant and colour down to every avatar inside it.
  return (
    <AvatarGroup role="group" aria-label="Assignees" size="lg" variant="solid" color="primary">
      {assignees.map((initials) => (
        <Avatar key={initials}>{initials}</Avatar>
      ))}
    </AvatarGroup>
  );
}
