import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const habits = ['Drink 2 litres of water', 'Walk 8,000 steps', 'Read for 20 minutes'];

export default function CheckboxCustomStyle() {
  return (
    <Stack spacing={1.5}>
      {habits.map((habit, index) => (
        <Checkbox
          key={habit}
          label={habit}
          color="success"
          defaultChecked={index === 0}
          // A bigger, round box: the size comes from a CSS variable, the shape from the checkbox slot.
          sx={{ '--Checkbox-size': '1.75rem', gap: 1.5 }}
          slotProps={{ checkbox: { sx: { borderRadius: '50%' } } }}
        />
      ))}
    </Stack>
  );
}
