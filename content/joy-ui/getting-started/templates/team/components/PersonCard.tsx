import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ContactButtons from './ContactButtons';
import PersonAvatar from './PersonAvatar';
import { availabilityOf, departmentOf, locationOf } from '../data/facets';
import type { Person } from '../data/people';
import { visuallyHidden } from '../utils/visuallyHidden';

const SKILLS_SHOWN = 3;

export interface PersonCardProps {
  person: Person;
  selected: boolean;
  onOpen: (id: string) => void;
  onChat: (person: Person) => void;
}

/**
 * One person: initials, name, role, department, studio, availability, three skills and the contact
 * buttons. The name is a button stretched over the card (`overlay`), so the whole card opens the profile.
 */
export default function PersonCard({ person, selected, onOpen, onChat }: PersonCardProps) {
  const department = departmentOf(person.department);
  const availability = availabilityOf(person.availability);
  const moreSkills = person.skills.length - SKILLS_SHOWN;
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        height: '100%',
        gap: 1.5,
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: theme.vars.palette.neutral.outlinedHoverBorder, boxShadow: 'sm' },
        ...(selected && {
          borderColor: theme.vars.palette.primary.outlinedBorder,
          boxShadow: `inset 0 0 0 1px ${theme.vars.palette.primary.outlinedBorder}`,
        }),
      })}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <PersonAvatar person={person} size="lg" />
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-md" component="h2">
            <Link
              component="button"
              overlay
              underline="none"
              textColor="text.primary"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onOpen(person.id)}
              sx={{ textAlign: 'left' }}
            >
              {person.name}
            </Link>
          </Typography>
          <Typography level="body-sm">{person.role}</Typography>
          <Typography level="body-xs">{person.pronouns}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="sm" variant="soft" color={department.color}>
          {department.label}
        </Chip>
        <Typography level="body-xs" startDecorator={<PlaceOutlined />}>
          {locationOf(person.location).label}
        </Typography>
      </Box>
      <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
        <Typography component="span" sx={{ fontWeight: 'lg', color: 'text.primary' }}>
          {availability.label}
        </Typography>
        {' · '}
        {person.status}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <Box component="span" sx={visuallyHidden}>
          Skills:
        </Box>
        {person.skills.slice(0, SKILLS_SHOWN).map((skill) => (
          <Chip key={skill} size="sm" variant="outlined" color="neutral">
            {skill}
          </Chip>
        ))}
        {moreSkills > 0 && (
          <Chip size="sm" variant="plain" color="neutral">
            +{moreSkills}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              more
            </Box>
          </Chip>
        )}
      </Box>
      <Box sx={{ mt: 'auto', pt: 1.5, borderTop: '1px solid', borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography level="body-xs" sx={{ mr: 'auto' }}>
          With us since {person.joined.slice(0, 4)}
        </Typography>
        <ContactButtons person={person} onChat={onChat} />
      </Box>
    </Card>
  );
}
