import RestaurantIcon from '@mui/icons-material/Restaurant';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function RecipeCardLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Still loading"
      />
      <Card variant="outlined" sx={{ maxWidth: 340, mt: 1 }} aria-busy={loading}>
        <CardHeader
          avatar={loading ? <Skeleton variant="circular" width={40} height={40} /> : <Avatar>LM</Avatar>}
          title={loading ? <Skeleton width="70%" /> : 'Lina Moreau'}
          subheader={loading ? <Skeleton width="40%" /> : 'Posted 2 days ago'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={150} />
        ) : (
          <Box
            role="img"
            aria-label="Illustration of a bowl of soup"
            sx={{ height: 150, display: 'grid', placeItems: 'center', bgcolor: 'warning.light', color: 'warning.dark' }}
          >
            <RestaurantIcon sx={{ fontSize: 64 }} />
          </Box>
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton />
              <Skeleton width="85%" />
            </>
          ) : (
            <Typography variant="body2">
              Roasted tomato soup with basil oil. Ready in 40 minutes, serves four.
            </Typography>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
