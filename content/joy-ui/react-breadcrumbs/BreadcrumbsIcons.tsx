import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Home from '@mui/icons-material/Home';

export default function BreadcrumbsIcons() {
  return (
    <Breadcrumbs separator={<ChevronRight />} aria-label="Folder path">
      <Link color="neutral" href="https://example.com/drive" startDecorator={<Home />}>
        My drive
      </Link>
      <Link color="neutral" href="https://example.com/drive/finance" startDecorator={<Folder />}>
        Finance
      </Link>
      <Typography aria-current="page" startDecorator={<Description />}>
        Budget 2025.xlsx
      </Typography>
    </Breadcrumbs>
  );
}
