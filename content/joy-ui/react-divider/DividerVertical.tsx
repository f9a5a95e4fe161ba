import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Distance', value: '42.2 km' },
  { label: 'Moving time', value: '3:41:08' },
  { label: 'Avg pace', value: '5:14 /km' },
];

export default function DividerVertical() {
  return (
    <Sheet variant="soft" sx={{ display: 'flex', gap: 2.5, p: 2, borderRadius: 'md', width: 'fit-content', mx: 'auto' }}>
      {stats.map((stat, index) => (
        <React.Fragment key={stat.label}>
          {/* Purely visual between figures: an <hr> would be announced as a horizontal separator. */}
          {index > 0 && <Divider orientation="vertical" role="presentation" />}
          <div>
            <Typography level="body-xs">{stat.label}</Typography>
            <Typography level="title-lg">{stat.value}</Typography>
          </div>
        </React.Fragment>
      ))}
    </Sheet>
  );
}
