import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';

const skills = ['TypeScript', 'React', 'GraphQL', 'PostgreSQL', 'Accessibility', 'Figma', 'Docker', 'Testing Library', 'Node.js', 'CSS Grid'];

export default function SkillTags() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 360 }}>
      {skills.map((skill) => (
        <Chip key={skill} label={skill} variant="outlined" />
      ))}
    </Stack>
  );
}
