import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const skills = ['TypeScript', 'React', 'GraphQL', 'Accessibility audits', 'Figma', 'PostgreSQL', 'Playwright', 'Design systems', 'Node.js'];

export default function StackFlexGap() {
  const headingId = React.useId();
  return (
    <Box sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box id={headingId} sx={{ fontWeight: 'bold', mb: 1 }}>
        Skills
      </Box>
      <Stack
        component="ul"
        aria-labelledby={headingId}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
      >
        {skills.map((skill) => (
          <Box component="li" key={skill} sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'action.selected' }}>
            {skill}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
