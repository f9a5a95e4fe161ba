import * as React from 'react';
import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import GrassRounded from '@mui/icons-material/GrassRounded';
import { footer } from '../data/footer';

/**
 * The page's `footer` landmark: the wordmark and tagline, three columns of links in a `nav`, then the
 * legal line and the social links. Place it after `main`, not inside it, to keep it a landmark.
 */
export default function FooterBlock() {
  const id = React.useId();
  return (
    <Sheet component="footer" variant="soft" color="neutral" sx={{ pt: { xs: 5, md: 7 }, pb: 4 }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.4fr 2fr' } }}>
          <div>
            <Typography level="title-lg" component="p" startDecorator={<GrassRounded />} sx={{ '--Icon-color': 'currentColor' }}>
              Plotline
            </Typography>
            <Typography level="body-sm" sx={{ mt: 1, maxWidth: 300 }}>
              {footer.tagline}
            </Typography>
          </div>
          <Box
            component="nav"
            aria-label="Footer"
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}
          >
            {footer.columns.map((column, index) => (
              <div key={column.title}>
                <Typography id={`${id}-${index}`} level="title-sm" component="p" sx={{ mb: 1 }}>
                  {column.title}
                </Typography>
                <List size="sm" aria-labelledby={`${id}-${index}`} sx={{ '--ListItem-paddingX': '0px', '--ListItem-minHeight': '1.75rem' }}>
                  {column.links.map((link) => (
                    <ListItem key={link.label}>
                      <Link href={link.href} level="body-sm" color="neutral">
                        {link.label}
                      </Link>
                    </ListItem>
                  ))}
                </List>
              </div>
            ))}
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}>
          <Typography level="body-xs" sx={{ mr: { sm: 'auto' } }}>
            {footer.copyright}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {footer.legal.map((link) => (
              <Link key={link.label} href={link.href} level="body-xs" color="neutral">
                {link.label}
              </Link>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {footer.social.map(({ label, href, icon: Icon }) => (
              <IconButton key={label} component="a" href={href} aria-label={label} size="sm" variant="plain" color="neutral">
                <Icon />
              </IconButton>
            ))}
          </Box>
        </Box>
      </Container>
    </Sheet>
  );
}
