import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const columns = {
  Product: ['Features', 'Pricing', 'Changelog'],
  Company: ['About', 'Careers', 'Press'],
};

export default function LinkTextColor() {
  return (
    <Sheet component="footer" variant="soft" sx={{ p: 3, borderRadius: 'md', display: 'flex', gap: 6, flexWrap: 'wrap' }}>
      {Object.entries(columns).map(([title, links]) => (
        <Box key={title} component="nav" aria-label={title}>
          <Typography level="title-sm" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {links.map((label) => (
              <li key={label}>
                {/* textColor overrides the palette colour; the underline still shows on hover. */}
                <Link href={`https://example.com/${label.toLowerCase()}`} textColor="text.secondary" level="body-sm">
                  {label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Sheet>
  );
}
