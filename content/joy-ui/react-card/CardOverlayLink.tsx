import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const articles = [
  { href: 'https://example.com/blog/caching-headers', title: 'Caching headers, explained', meta: '8 min read · Performance' },
  { href: 'https://example.com/blog/css-layers', title: 'Ordering styles with CSS layers', meta: '6 min read · CSS' },
];

export default function CardOverlayLink() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
      {articles.map((article) => (
        <Card
          key={article.href}
          variant="outlined"
          sx={{ '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' } }}
        >
          <Typography level="title-md">
            {/* overlay stretches the link's click area over the whole card. */}
            <Link overlay href={article.href} underline="none" textColor="inherit">
              {article.title}
            </Link>
          </Typography>
          <Typography level="body-sm">{article.meta}</Typography>
        </Card>
      ))}
    </Box>
  );
}
