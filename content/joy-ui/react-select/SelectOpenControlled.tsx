import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { SelectStaticProps } from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';

export default function SelectOpenControlled() {
  const listbox = useListboxIds();
  const [open, setOpen] = React.useState(false);
  const [seat, setSeat] = React.useState<string | null>('14C');
  const action: SelectStaticProps['action'] = React.useRef(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', flexWrap: 'wrap', rowGap: 2 }}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>Seat</FormLabel>
        {/* listboxOpen + onListboxOpenChange put the popup's state in your hands. */}
        <Select
          {...listbox()}
          action={action}
          listboxOpen={open}
          onListboxOpenChange={setOpen}
          value={seat}
          onChange={(_event, value) => setSeat(value)}
        >
          <Option value="14A">14A, window</Option>
          <Option value="14C">14C, aisle</Option>
          <Option value="22F">22F, window</Option>
        </Select>
      </FormControl>
      <Button
        variant="outlined"
        onClick={() => {
          // Move focus into the select so the keyboard works in the open list.
          action.current?.focusVisible();
          setOpen(true);
        }}
      >
        Change seat
      </Button>
    </Stack>
  );
}
