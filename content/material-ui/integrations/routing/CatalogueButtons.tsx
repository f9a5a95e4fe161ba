import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Link as RouterLink, useLocation } from 'react-router';
import { cataloguePages } from './catalogue';

function Pager() {
  const { pathname } = useLocation();
  const index = Math.max(0, cataloguePages.findIndex((page) => page.path === pathname));
  const previous = cataloguePages[index - 1];
  const next = cataloguePages[index + 1];

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Typography variant="overline" color="text.secondary">
        Page {index + 1} of {cataloguePages.length}
      </Typography>
      <Typography component="h3" variant="h6">
        {cataloguePages[index].title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {cataloguePages[index].summary}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        {previous ? (
          <Button component={RouterLink} to={previous.path} startIcon={<ArrowBack />}>
            {previous.title}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button component={RouterLink} to={next.path} variant="contained" endIcon={<ArrowForward />}>
            {next.title}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export default function CatalogueButtons() {
  return (
    <MemoryRouter initialEntries={['/material-ui/react-chip/']}>
      <Pager />
    </MemoryRouter>
  );
}
