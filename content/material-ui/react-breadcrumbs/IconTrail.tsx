import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CottageIcon from '@mui/icons-material/Cottage';
import SchoolIcon from '@mui/icons-material/School';
import MenuBookIcon from '@mui/icons-material/MenuBook';

const linkSx = { display: 'flex', alignItems: 'center', gap: 0.5 };

export default function IconTrail() {
  return (
    <Breadcrumbs aria-label="Course location">
      <Link underline="hover" color="inherit" href="https://learn.example/home" sx={linkSx}>
        <CottageIcon fontSize="inherit" />
        Home
      </Link>
      <Link underline="hover" color="inherit" href="https://learn.example/courses" sx={linkSx}>
        <SchoolIcon fontSize="inherit" />
        Courses
      </Link>
      <Typography sx={{ ...linkSx, color: 'text.primary' }}>
        <MenuBookIcon fontSize="inherit" />
        Intro to statistics
      </Typography>
    </Breadcrumbs>
  );
}
