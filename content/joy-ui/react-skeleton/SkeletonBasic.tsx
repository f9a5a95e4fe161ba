import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { mountainPhoto } from './photo';

export default function SkeletonBasic() {
  const [fetching, setFetching] = React.useState(true);

  const refetch = () => {
    setFetching(true);
    window.setTimeout(() => setFetching(false), 1500); // stands in for a request
  };

  return (
    <Stack spacing={1.5} sx={{ width: 300, mx: 'auto' }}>
      <Sheet variant="outlined" aria-busy={fetching} sx={{ borderRadius: 'md', overflow: 'hidden' }}>
        <AspectRatio ratio="2" sx={{ borderRadius: 0 }}>
          <Skeleton loading={fetching}>
            <img src={mountainPhoto} alt="Snow-capped peaks above a green valley" />
          </Skeleton>
        </AspectRatio>
        <Stack sx={{ p: 1.5 }}>
          {fetching ? (
            <>
              <Skeleton variant="text" level="title-md" width="65%" />
              <Skeleton variant="text" level="body-sm" width="90%" />
            </>
          ) : (
            <>
              <Typography level="title-md">Three-day hut trek</Typography>
              <Typography level="body-sm">42 km of high valleys, two nights in huts.</Typography>
            </>
          )}
        </Stack>
      </Sheet>
      <Button size="sm" variant="outlined" onClick={fetching ? () => setFetching(false) : refetch}>
        {fetching ? 'Finish loading' : 'Load again'}
      </Button>
    </Stack>
  );
}
