import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';

const sections = ['Settings', 'Organisation', 'Security', 'Single sign-on', 'Providers'];

export default function CustomCollapsedIcon() {
  return (
    <Breadcrumbs
      maxItems={3}
      aria-label="Settings location"
      expandText="Show every settings level"
      slots={{ CollapsedIcon: UnfoldMoreIcon }}
      slotProps={{ collapsedIcon: { sx: { transform: 'rotate(90deg)' } } }}
    >
      {sections.map((section) => (
        <Link key={section} underline="hover" color="inherit" href={`https://admin.example/${section.toLowerCase().replace(/ /g, "-")}`}>
          {section}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Okta</Typography>
    </Breadcrumbs>
  );
}
