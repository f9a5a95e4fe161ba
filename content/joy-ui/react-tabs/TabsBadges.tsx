import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

// Read by screen readers, not shown: "Unassigned 12 tickets".
const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const queues = [
  { name: 'Assigned to me', count: 4 },
  { name: 'Unassigned', count: 12 },
  { name: 'Resolved', count: 0 },
];

export default function TabsBadges() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 520, mx: 'auto' }}>
      <TabList aria-label="Support queues">
        {queues.map((queue, index) => (
          <Tab key={queue.name}>
            {queue.name}
            {queue.count > 0 && (
              <Chip
                component="span"
                size="sm"
                variant={index === 1 ? 'solid' : 'soft'}
                color={index === 1 ? 'danger' : 'neutral'}
                sx={{ ml: 1 }}
              >
                {queue.count}
                <span style={visuallyHidden}> tickets</span>
              </Chip>
            )}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
