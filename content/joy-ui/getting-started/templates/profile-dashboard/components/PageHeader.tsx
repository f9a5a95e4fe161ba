import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { ACCOUNT } from '../data/navigation';

export interface PageHeaderProps {
  /** The open tab's name, the last crumb. */
  section: string;
  /** Opens Wrenfield's home, the rota. */
  onHome: () => void;
}

/** Breadcrumbs that end at the open tab, the page's one `h1` and a line on what the page is for. */
export default function PageHeader({ section, onHome }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Breadcrumbs aria-label="Breadcrumbs" size="sm" separator={<ChevronRightRounded fontSize="small" />} sx={{ p: 0 }}>
        <Link component="button" onClick={onHome} color="neutral" aria-label="Wrenfield home" sx={{ display: 'inline-flex' }}>
          <HomeRounded fontSize="small" />
        </Link>
        {/* The page itself: its `main` carries this id. */}
        <Link href={`#${ACCOUNT}`} color="neutral">
          Account settings
        </Link>
        <Typography aria-current="page" textColor="text.primary">
          {section}
        </Typography>
      </Breadcrumbs>
      <Typography level="h2" component="h1">
        Account settings
      </Typography>
      <Typography level="body-md" sx={{ maxWidth: '60ch' }}>
        How you appear to the rest of the clinic, when Wrenfield gets in touch, and how you sign in.
      </Typography>
    </Box>
  );
}
