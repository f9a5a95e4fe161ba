import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = { starter: 9, growth: 29, scale: 79 };
type Plan = keyof typeof plans;

export default function SelectControlled() {
  const listbox = useListboxIds();
  const [plan, setPlan] = React.useState<Plan | null>('growth');
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end', flexWrap: 'wrap', rowGap: 2 }}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>Plan</FormLabel>
        {/* onChange receives the event and the new value. */}
        <Select {...listbox()} value={plan} onChange={(_event, value) => setPlan(value)}>
          <Option value="starter">Starter</Option>
          <Option value="growth">Growth</Option>
          <Option value="scale">Scale</Option>
        </Select>
      </FormControl>
      <Typography level="title-lg" aria-live="polite">
        {plan ? `$${plans[plan]} / month` : 'No plan'}
      </Typography>
    </Stack>
  );
}
