import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const reviewers = [
  { initials: 'NB', name: 'Nadia Benali' },
  { initials: 'FG', name: 'Felix Gruber' },
  { initials: 'TW', name: 'Tess Walker' },
];

export default function AvatarGroupVariants() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {/* size, variant and color on the group reach every avatar inside it. */}
      <AvatarGroup role="group" aria-label="Reviewers of pull request 482" size="lg" variant="solid" color="primary">
        {reviewers.map((person) => (
          <Avatar key={person.initials} title={person.name}>
            {person.initials}
          </Avatar>
        ))}
        {/* An avatar's own props win over the group's: the author stands apart. */}
        <Avatar variant="soft" color="success" title="Ellis Stone (author)">
          ES
        </Avatar>
      </AvatarGroup>
      <Typography level="body-sm">3 reviewers · written by Ellis Stone</Typography>
    </Box>
  );
}
