import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';

type Size = 'sm' | 'md' | 'lg';

export default function OverviewComposedField() {
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420, mx: 'auto' }}>
      <div>
        <FormLabel id="overview-size-label">Size</FormLabel>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="overview-size-label"
          value={size}
          onChange={(event) => setSize(event.target.value as Size)}
        >
          <Radio value="sm" label="Small" />
          <Radio value="md" label="Medium" />
          <Radio value="lg" label="Large" />
        </RadioGroup>
      </div>
      <FormControl size={size}>
        <FormLabel>Share the board with</FormLabel>
        <Input
          type="email"
          placeholder="colleague@studio.dev"
          startDecorator={<AlternateEmailRounded />}
          endDecorator={<Button>Share</Button>}
        />
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {['Noor Haddad', 'Tomás Ferreira'].map((name) => (
          <Chip key={name} size={size} variant="outlined" startDecorator={<Avatar component="span">{name[0]}</Avatar>}>
            {name}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
