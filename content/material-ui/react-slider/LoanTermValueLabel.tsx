import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

function formatTerm(months: number) {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (rest === 0) {
    return `${years} yr`;
  }
  return years === 0 ? `${rest} mo` : `${years} yr ${rest} mo`;
}

export default function LoanTermValueLabel() {
  const id = React.useId();
  const [months, setMonths] = React.useState(30);

  return (
    <Box sx={{ width: 320, pt: 5 }}>
      <Slider
        aria-labelledby={id}
        value={months}
        onChange={(_, next) => setMonths(next)}
        min={6}
        max={84}
        step={6}
        valueLabelDisplay="on"
        valueLabelFormat={formatTerm}
        getAriaValueText={formatTerm}
      />
      <Typography id={id} variant="body2" color="text.secondary">
        Repayment period for your car loan
      </Typography>
    </Box>
  );
}
