import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const finishes = [
  { value: 'sage', name: 'Sage', hex: '#8a9a5b' },
  { value: 'clay', name: 'Clay', hex: '#b66a50' },
  { value: 'slate', name: 'Slate', hex: '#5b6770' },
  { value: 'sand', name: 'Sand', hex: '#c2b280' },
];

export default function SwatchStandaloneRadio() {
  const [finish, setFinish] = React.useState('clay');
  const current = finishes.find((item) => item.value === finish);

  return (
    <div>
      <Typography variant="subtitle2" component="p">Sofa fabric: {current?.name}</Typography>
      <Stack direction="row" role="radiogroup" aria-label="Sofa fabric">
        {finishes.map((item) => (
          <Radio
            key={item.value}
            name="sofa-fabric"
            value={item.value}
            checked={finish === item.value}
            onChange={(event) => setFinish(event.target.value)}
            slotProps={{ input: { 'aria-label': item.name } }}
            sx={{ color: item.hex, '&.Mui-checked': { color: item.hex } }}
          />
        ))}
      </Stack>
    </div>
  );
}
