import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ArticleTypographyInfer() {
  const [loaded, setLoaded] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <FormControlLabel
        control={<Switch checked={loaded} onChange={(event) => setLoaded(event.target.checked)} />}
        label="Show the article"
      />
      {/* The same Typography elements either way: the skeleton takes each one's line height. */}
      <Typography variant="h4" component="p">
        {loaded ? 'Cycling the Danube in ten days' : <Skeleton width="80%" />}
      </Typography>
      <Typography variant="subtitle1" component="p">
        {loaded ? 'From Passau to Vienna on quiet riverside paths' : <Skeleton width="60%" />}
      </Typography>
      <Typography variant="body2">
        {loaded ? 'Updated 12 May · 6 min read' : <Skeleton width="30%" />}
      </Typography>
    </Stack>
  );
}
