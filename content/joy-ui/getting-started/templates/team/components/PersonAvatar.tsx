import Avatar, { type AvatarProps } from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import { availabilityOf, departmentOf } from '../data/facets';
import type { Person } from '../data/people';
import { initials } from '../utils/people';

export interface PersonAvatarProps {
  person: Person;
  size?: AvatarProps['size'];
}

/**
 * Initials on the department's colour, with a dot for availability. Decorative: the name and the
 * availability are always written out beside it, so it is hidden from screen readers.
 */
export default function PersonAvatar({ person, size = 'md' }: PersonAvatarProps) {
  return (
    <Badge
      aria-hidden
      color={availabilityOf(person.availability).color}
      size="sm"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      badgeInset="14%"
      sx={{ flexShrink: 0 }}
    >
      {/* A span, like the badge around it. */}
      <Avatar component="span" size={size} variant="soft" color={departmentOf(person.department).color}>
        {initials(person.name)}
      </Avatar>
    </Badge>
  );
}
