import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function StoreTrail() {
  const [visited, setVisited] = React.useState('');
  const go = (label: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setVisited(label);
  };
  return (
    <div>
      <Breadcrumbs aria-label="Product location">
        <Link underline="hover" color="inherit" href="https://shop.example/shop" onClick={go('Shop')}>
          Shop
        </Link>
        <Link underline="hover" color="inherit" href="https://shop.example/kitchen" onClick={go('Kitchen')}>
          Kitchen
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Cast-iron skillet 26 cm</Typography>
      </Breadcrumbs>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {visited ? `You asked for: ${visited}` : 'Pick a level to go back up.'}
      </Typography>
    </div>
  );
}
