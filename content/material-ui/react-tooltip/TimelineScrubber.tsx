import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import * as React from 'react';

const durationSeconds = 42 * 60 + 17; // a 42:17 podcast episode

function formatTime(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}

export default function TimelineScrubber() {
  const [hoverTime, setHoverTime] = React.useState(0);
  const pointer = React.useRef({ x: 0, y: 0 });
  const popper = React.useRef<{ update(): void } | null>(null);

  const handleMove = (event: React.MouseEvent<HTMLDivElement>) => {
    const track = event.currentTarget.getBoundingClientRect();
    const ratio = Math.min(Math.max((event.clientX - track.left) / track.width, 0), 1);
    // Pin the tooltip to the pointer's x and the track's top edge.
    pointer.current = { x: event.clientX, y: track.top };
    setHoverTime(ratio * durationSeconds);
    popper.current?.update();
  };

  return (
    <Tooltip
      title={formatTime(hoverTime)}
      placement="top"
      describeChild
      slotProps={{
        popper: {
          popperRef: (instance) => {
            popper.current = instance;
          },
          anchorEl: {
            getBoundingClientRect: () => new DOMRect(pointer.current.x, pointer.current.y, 0, 0),
          },
        },
      }}
    >
      <Box
        onMouseMove={handleMove}
        aria-hidden
        sx={{ height: 8, my: 4, borderRadius: 4, bgcolor: 'grey.300', cursor: 'pointer', position: 'relative' }}
      >
        <Box sx={{ width: '35%', height: '100%', borderRadius: 4, bgcolor: 'primary.main' }} />
      </Box>
    </Tooltip>
  );
}
