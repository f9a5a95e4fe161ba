import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const skills = [
  'TypeScript',
  'React',
  'Accessibility',
  'GraphQL',
  'PostgreSQL',
  'Design systems',
  'Testing',
  'CI/CD',
];

export default function StackWrap() {
  return (
    // useFlexGap uses the CSS gap property, so wrapped rows keep their spacing too.
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 380, mx: 'auto', p: 0, m: 0, listStyle: 'none' }}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <Chip variant="soft">{skill}</Chip>
        </li>
      ))}
    </Stack>
  );
}
