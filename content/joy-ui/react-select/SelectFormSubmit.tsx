import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectFormSubmit() {
  const listbox = useListboxIds();
  const [sent, setSent] = React.useState('');
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSent(`room=${data.get('room')}, nights=${data.get('nights')}`);
      }}
    >
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        {/* `name` writes the value into a hidden input; `required` makes the browser check it. */}
        <FormControl required sx={{ width: 200 }}>
          <FormLabel>Room</FormLabel>
          <Select {...listbox('1')} name="room" placeholder="Choose a room" required sx={{ '--Select-placeholderOpacity': 0.8 }}>
            <Option value="garden">Garden view</Option>
            <Option value="sea">Sea view</Option>
          </Select>
        </FormControl>
        <FormControl sx={{ width: 140 }}>
          <FormLabel>Nights</FormLabel>
          <Select {...listbox('2')} name="nights" defaultValue={2}>
            {[1, 2, 3, 4, 5, 6, 7].map((nights) => (
              <Option key={nights} value={nights}>
                {nights}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Button type="submit">Check availability</Button>
      <Typography level="body-sm" aria-live="polite">
        {sent}
      </Typography>
    </Stack>
  );
}
