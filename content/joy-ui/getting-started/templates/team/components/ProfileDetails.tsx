import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import PersonAvatar from './PersonAvatar';
import ProfileSection from './ProfileSection';
import { availabilityOf, departmentOf, locationOf } from '../data/facets';
import { people, personById, type Person } from '../data/people';
import { formatJoined } from '../utils/people';

export interface ProfileDetailsProps {
  person: Person;
  /** The id of the name heading, for a dialog to be labelled by it. */
  titleId?: string;
  titleRef?: React.Ref<HTMLHeadingElement>;
  onOpenPerson: (id: string) => void;
  onChat: (person: Person) => void;
}

/** Everything about one person: status, contact, about, skills, projects, facts and their team. */
export default function ProfileDetails({ person, titleId, titleRef, onOpenPerson, onChat }: ProfileDetailsProps) {
  const department = departmentOf(person.department);
  const location = locationOf(person.location);
  const availability = availabilityOf(person.availability);
  const manager = personById(person.managerId ?? null);
  const team = people.filter((colleague) => colleague.managerId === person.id);
  const facts: [string, React.ReactNode][] = [
    ['Studio', `${location.label}, ${location.timeZone}`],
    ['Languages', person.languages.join(', ')],
    ['Joined', formatJoined(person.joined)],
    ['Email', <Link href={`mailto:${person.email}`} sx={{ wordBreak: 'break-all' }}>{person.email}</Link>],
    ['Phone', person.phone],
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {/* Right padding keeps a long name clear of the dialog's close button. */}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', pr: 4 }}>
        <PersonAvatar person={person} size="lg" />
        <div>
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            level="h3"
            component="h2"
            sx={(theme) => ({ borderRadius: 'xs', '&:focus': { outline: 'none' }, '&:focus-visible': theme.focus.default })}
          >
            {person.name}
          </Typography>
          <Typography level="body-sm">
            {person.role} · {person.pronouns}
          </Typography>
        </div>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="sm" variant="soft" color={department.color}>
          {department.label}
        </Chip>
        <Chip size="sm" variant="outlined" color={availability.color}>
          {availability.label}
        </Chip>
        <Typography level="body-xs">{person.status}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <Button size="sm" variant="solid" component="a" href={`mailto:${person.email}`} startDecorator={<MailOutlineRounded />}>
          Email
        </Button>
        <Button size="sm" variant="outlined" color="neutral" onClick={() => onChat(person)} startDecorator={<ChatBubbleOutlineRounded />}>
          Chat
        </Button>
        <Button size="sm" variant="outlined" color="neutral" component="a" href={`tel:${person.phone.replace(/\s/g, '')}`} startDecorator={<PhoneRounded />}>
          Call
        </Button>
      </Box>
      <ProfileSection title="About">
        <Typography level="body-sm">{person.about}</Typography>
      </ProfileSection>
      <ProfileSection title="Skills">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {person.skills.map((skill) => (
            <Chip key={skill} size="sm" variant="outlined" color="neutral">
              {skill}
            </Chip>
          ))}
        </Box>
      </ProfileSection>
      {person.projects.length > 0 && (
        <ProfileSection title="Current projects">
          <List size="sm" marker="disc" sx={{ '--ListItem-paddingY': '2px', '--ListItem-minHeight': 0 }}>
            {person.projects.map((project) => (
              <ListItem key={project}>{project}</ListItem>
            ))}
          </List>
        </ProfileSection>
      )}
      <ProfileSection title="Details">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
          {facts.map(([term, value]) => (
            <React.Fragment key={term}>
              <Typography component="dt" level="body-sm" sx={{ fontWeight: 'md' }}>
                {term}
              </Typography>
              <Typography component="dd" level="body-sm" textColor="text.primary" sx={{ m: 0, minWidth: 0 }}>
                {value}
              </Typography>
            </React.Fragment>
          ))}
        </Box>
      </ProfileSection>
      {(manager || team.length > 0) && (
        <ProfileSection title="Works with">
          {manager && (
            <Typography level="body-sm" sx={{ mb: team.length ? 1 : 0 }}>
              Reports to{' '}
              <Link component="button" onClick={() => onOpenPerson(manager.id)}>
                {manager.name}
              </Link>
            </Typography>
          )}
          {team.length > 0 && (
            <Typography level="body-sm" sx={{ mb: 0.75 }}>
              Leads {team.length === 1 ? 'one person' : `${team.length} people`}:
            </Typography>
          )}
          {team.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {team.map((member) => (
                <Chip key={member.id} size="sm" variant="soft" color="neutral" onClick={() => onOpenPerson(member.id)}>
                  {member.name}
                </Chip>
              ))}
            </Box>
          )}
        </ProfileSection>
      )}
    </Box>
  );
}
