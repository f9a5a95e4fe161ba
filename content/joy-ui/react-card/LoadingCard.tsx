import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { landscape } from './art';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Still loading</FormLabel>
      </FormControl>
      <Card sx={{ width: 300 }} aria-busy={loading}>
        <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 1.5 }}>
          {/* Skeleton keeps the shape of each part, so nothing jumps when the data arrives. */}
          <Avatar color="primary">
            <Skeleton loading={loading}>LP</Skeleton>
          </Avatar>
          <div>
            <Typography level="title-sm">
              <Skeleton loading={loading}>Lena Park</Skeleton>
            </Typography>
            <Typography level="body-xs">
              <Skeleton loading={loading}>Posted 2 hours ago</Skeleton>
            </Typography>
          </div>
        </CardContent>
        <AspectRatio ratio="16/9" sx={{ borderRadius: 'sm' }}>
          <Skeleton loading={loading}>
            <img src={landscape('#9ad0ec', '#5a8f29')} alt="Drawing of a meadow under a clear sky" />
          </Skeleton>
        </AspectRatio>
        <Typography level="body-sm">
          <Skeleton loading={loading}>First picnic of the year at the old orchard. Who is in next week?</Skeleton>
        </Typography>
      </Card>
    </Box>
  );
}
