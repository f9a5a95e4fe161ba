import Skeleton, { SkeletonProps } from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';

type Animation = 'pulse' | 'wave' | 'none';

export default function FeedAnimations() {
  const [animation, setAnimation] = React.useState<Animation>('wave');
  const skeletonAnimation: SkeletonProps['animation'] = animation === 'none' ? false : animation;

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={animation}
        onChange={(_event, next: Animation | null) => next && setAnimation(next)}
        aria-label="Placeholder animation"
      >
        <ToggleButton value="pulse">Pulse</ToggleButton>
        <ToggleButton value="wave">Wave</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      {[0, 1, 2].map((post) => (
        <Stack key={post} direction="row" spacing={1.5}>
          <Skeleton animation={skeletonAnimation} variant="circular" width={36} height={36} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton animation={skeletonAnimation} width="45%" />
            <Skeleton animation={skeletonAnimation} />
            <Skeleton animation={skeletonAnimation} width="80%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
