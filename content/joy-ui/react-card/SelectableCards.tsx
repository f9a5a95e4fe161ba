import Card from '@mui/joy/Card';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const options = [
  { value: 'standard', label: 'Standard', detail: '3–5 working days', price: 'Free' },
  { value: 'express', label: 'Express', detail: 'Next working day', price: '€9.90' },
  { value: 'pickup', label: 'Store pick-up', detail: 'Ready in 2 hours', price: 'Free' },
];

export default function SelectableCards() {
  return (
    <RadioGroup
      aria-label="Delivery option"
      defaultValue="standard"
      sx={{ maxWidth: 380, mx: 'auto', gap: 1.5 }}
    >
      {options.map((option) => (
        <Card
          key={option.value}
          orientation="horizontal"
          sx={{
            alignItems: 'center',
            // Highlight the card whose radio is checked.
            [`&:has(.${radioClasses.checked})`]: { borderColor: 'primary.500', bgcolor: 'primary.softBg' },
          }}
        >
          {/* overlay makes the whole card the radio's click target. */}
          <Radio value={option.value} label={option.label} overlay />
          <Typography level="body-sm" sx={{ flex: 1 }}>
            {option.detail}
          </Typography>
          <Typography level="title-sm">{option.price}</Typography>
        </Card>
      ))}
    </RadioGroup>
  );
}
