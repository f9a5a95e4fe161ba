import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutral from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const moods: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfied color="error" fontSize="inherit" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfied color="error" fontSize="inherit" />, label: 'Unhappy' },
  3: { icon: <SentimentNeutral color="action" fontSize="inherit" />, label: 'Neither happy nor unhappy' },
  4: { icon: <SentimentSatisfiedAlt color="success" fontSize="inherit" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfied color="success" fontSize="inherit" />, label: 'Very happy' },
};

function MoodIcon(props: IconContainerProps) {
  const { value, ...other } = props;
  return <span {...other}>{moods[value].icon}</span>;
}

export default function SupportSatisfaction() {
  const [mood, setMood] = React.useState<number | null>(null);

  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        How did our support team do on ticket #4821?
      </Typography>
      <Rating
        name="support-satisfaction"
        size="large"
        value={mood}
        onChange={(_event, newValue) => setMood(newValue)}
        highlightSelectedOnly
        getLabelText={(value) => moods[value].label}
        slotProps={{ icon: { component: MoodIcon } }}
        sx={{ '& .MuiRating-iconEmpty .MuiSvgIcon-root': { color: 'action.disabled' } }}
      />
      <Typography variant="body2" role="status">
        {mood === null ? 'Pick the face that fits.' : `You chose: ${moods[mood].label}.`}
      </Typography>
    </Stack>
  );
}
