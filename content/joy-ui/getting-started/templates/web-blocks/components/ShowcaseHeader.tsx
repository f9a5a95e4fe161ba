import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import GrassRounded from '@mui/icons-material/GrassRounded';
import { blocks } from '../data/blocks';

/** The showcase's own `header`: the wordmark and a `nav` of links to each block below. */
export default function ShowcaseHeader() {
  return (
    <Sheet
      component="header"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: { xs: 1, md: 3 },
        px: { xs: 2, md: 4 },
        py: 1.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography level="title-md" component="p" startDecorator={<GrassRounded />} sx={(theme) => ({ '--Icon-color': theme.vars.palette.success.plainColor })}>
        Plotline
        <Typography component="span" level="body-sm" sx={{ ml: 1 }}>
          page blocks
        </Typography>
      </Typography>
      <Box component="nav" aria-label="Blocks on this page" sx={{ ml: { md: 'auto' } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {blocks.map((block) => (
            <li key={block.id}>
              <Link href={`#${block.id}`} level="body-sm" color="neutral">
                {block.name}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Sheet>
  );
}
