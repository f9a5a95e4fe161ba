import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const formats = [
  { label: 'Square post', ratio: '1' },
  { label: 'Portrait post', ratio: '4/5' },
  { label: 'Story', ratio: '9/16' },
  { label: 'Link preview', ratio: '1.91' },
];

export default function AspectRatioFormats() {
  const [ratio, setRatio] = React.useState('1');
  const labelId = React.useId();
  const current = formats.find((format) => format.ratio === ratio)!;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <div>
        <Typography id={labelId} level="title-sm" component="p" sx={{ mb: 1 }}>
          Export format
        </Typography>
        <RadioGroup aria-labelledby={labelId} value={ratio} onChange={(event) => setRatio(event.target.value)}>
          {formats.map((format) => (
            <Radio key={format.ratio} value={format.ratio} label={`${format.label} (${format.ratio})`} />
          ))}
        </RadioGroup>
      </div>
      <AspectRatio ratio={ratio} variant="outlined" sx={{ width: 200, borderRadius: 'sm' }}>
        <Typography level="body-sm" component="p">
          {current.label}
        </Typography>
      </AspectRatio>
    </Box>
  );
}
