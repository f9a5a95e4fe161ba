import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = ['Drive', 'Clients', 'Northwind', '2026', 'Contracts', 'Signed'];

export default function CollapsedTrail() {
  return (
    <Breadcrumbs maxItems={3} expandText="Show the hidden folders" aria-label="Folder path">
      {folders.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href={`https://drive.example/${folder.toLowerCase()}`}>
          {folder}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Service agreement.pdf</Typography>
    </Breadcrumbs>
  );
}
