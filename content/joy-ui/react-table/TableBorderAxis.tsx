import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Table, { TableProps } from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const axes = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'] as const;
const schedule = [
  ['Mon', 'Yoga', 'Spin', 'Pilates'],
  ['Wed', 'HIIT', 'Yoga', 'Boxing'],
  ['Fri', 'Spin', 'Stretch', 'HIIT'],
];

export default function TableBorderAxis() {
  const [axis, setAxis] = React.useState<TableProps['borderAxis']>('bothBetween');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <div>
        <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
          borderAxis
        </Typography>
        <RadioGroup
          aria-labelledby={labelId}
          orientation="horizontal"
          size="sm"
          value={axis}
          onChange={(event) => setAxis(event.target.value as TableProps['borderAxis'])}
          sx={{ flexWrap: 'wrap', gap: 1.5, '& > *': { m: 0 } }}
        >
          {axes.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </div>
      <Table borderAxis={axis} aria-label="Class timetable">
        <thead>
          <tr>
            <th>Day</th>
            <th>07:00</th>
            <th>12:30</th>
            <th>18:00</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map(([day, ...classes]) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {classes.map((name, index) => (
                <td key={index}>{name}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
