import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import RssFeedRounded from '@mui/icons-material/RssFeedRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

const columns = [
  { title: 'Shop', links: ['Seeds', 'Tools', 'Gift cards'] },
  { title: 'Help', links: ['Delivery', 'Returns', 'Contact'] },
];

export default function SiteFooterInverted() {
  return (
    <Sheet variant="solid" color="neutral" invertedColors sx={{ p: 3, borderRadius: 'md', bgcolor: 'neutral.800' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ flex: '1 1 240px' }}>
          <FormControl>
            <FormLabel>Growing tips, once a month</FormLabel>
            <Input
              type="email"
              placeholder="you@example.com"
              endDecorator={<Button type="submit">Join</Button>}
            />
          </FormControl>
        </Box>
        {columns.map((column) => (
          <Box key={column.title} component="nav" aria-label={column.title}>
            <Typography level="title-sm" sx={{ mb: 1 }}>
              {column.title}
            </Typography>
            {column.links.map((label) => (
              <Link key={label} component="button" level="body-sm" sx={{ display: 'block', mb: 0.5 }}>
                {label}
              </Link>
            ))}
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography level="body-sm" sx={{ flex: 1 }}>
          © 2025 Greenhouse Supply Co.
        </Typography>
        <IconButton variant="plain" aria-label="Blog feed">
          <RssFeedRounded />
        </IconButton>
        <IconButton variant="plain" aria-label="Email us">
          <MailOutlineRounded />
        </IconButton>
      </Box>
    </Sheet>
  );
}
