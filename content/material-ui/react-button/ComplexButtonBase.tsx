import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const routes = [
  { name: 'Lakeside loop', detail: '5 km · flat', from: '#0d47a1', to: '#1565c0' },
  { name: 'Forest climb', detail: '9 km · 320 m up', from: '#1b5e20', to: '#2e7d32' },
  { name: 'Old town sprint', detail: '3 km · cobbles', from: '#4a148c', to: '#6a1b9a' },
];

export default function ComplexButtonBase() {
  const [picked, setPicked] = React.useState('');

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {routes.map((route) => (
          <ButtonBase
            key={route.name}
            focusRipple
            aria-pressed={picked === route.name}
            onClick={() => setPicked(route.name)}
            sx={{
              flex: 1,
              minHeight: 120,
              borderRadius: 2,
              color: '#fff',
              flexDirection: 'column',
              background: `linear-gradient(135deg, ${route.from}, ${route.to})`,
              outline: picked === route.name ? '3px solid' : 'none',
              outlineColor: 'warning.main',
              outlineOffset: 2,
              '&:hover .route-name, &.Mui-focusVisible .route-name': { textDecoration: 'underline' },
            }}
          >
            <Typography className="route-name" component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {route.name}
            </Typography>
            <Typography component="span" variant="body2">
              {route.detail}
            </Typography>
          </ButtonBase>
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        {picked ? `Today’s run: ${picked}` : 'Pick a route for today’s run.'}
      </Typography>
    </Stack>
  );
}
