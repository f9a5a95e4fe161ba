import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const initialSkills = ['TypeScript', 'React', 'GraphQL', 'PostgreSQL', 'Accessibility', 'Figma', 'Docker', 'Testing Library', 'Node.js', 'CSS Grid'];

export default function SkillTags() {
  const [skills, setSkills] = React.useState(initialSkills);
  const [flexGap, setFlexGap] = React.useState(true);
  const headingId = React.useId();

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={flexGap} onChange={(event) => setFlexGap(event.target.checked)} />}
        label="Space the tags with CSS gap (useFlexGap)"
      />
      <Typography id={headingId} variant="subtitle2" component="h3">
        Skills on your profile ({skills.length})
      </Typography>
      {/* Without useFlexGap, the second line starts indented and touches the first. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap={flexGap}
        component="ul"
        aria-labelledby={headingId}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip
              label={skill}
              variant="outlined"
              onDelete={() => setSkills((current) => current.filter((item) => item !== skill))}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
