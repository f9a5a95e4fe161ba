import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const topics = [
  { label: 'CSS grid', href: 'https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout' },
  { label: 'ARIA', href: 'https://developer.mozilla.org/en-US/docs/Web/Accessibility/ARIA' },
  { label: 'Web fonts', href: 'https://developer.mozilla.org/en-US/docs/Learn/CSS/Styling_text/Web_fonts' },
];

export default function ChipLink() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography level="body-sm">Read more on MDN:</Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {topics.map((topic) => (
          <li key={topic.label}>
            <Chip variant="soft" color="primary" slotProps={{ action: { component: 'a', href: topic.href } }}>
              {topic.label}
            </Chip>
          </li>
        ))}
      </Box>
    </Box>
  );
}
