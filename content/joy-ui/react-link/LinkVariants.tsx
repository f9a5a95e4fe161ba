import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const topics = ['Accessibility', 'Performance', 'Testing', 'Design tokens'];

export default function LinkVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Typography level="title-sm" component="p" sx={{ mb: 1 }}>
          Browse by topic
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {topics.map((topic, index) => (
            <li key={topic}>
              {/* Each variant gives the link a background or border, like a tag. */}
              <Link
                href={`https://example.com/topics/${topic.toLowerCase().replace(' ', '-')}`}
                variant={(['plain', 'soft', 'outlined', 'solid'] as const)[index]}
                underline="none"
                sx={{ px: 1, py: 0.5, borderRadius: 'sm' }}
              >
                {topic}
              </Link>
            </li>
          ))}
        </Box>
      </div>
      <Typography level="body-sm">
        Inside text, a variant highlights a term:{' '}
        <Link href="https://example.com/glossary/contrast-ratio" variant="soft">
          contrast ratio
        </Link>{' '}
        is the difference in brightness between text and its background.
      </Typography>
    </Box>
  );
}
