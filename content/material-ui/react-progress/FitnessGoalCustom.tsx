import Box from '@mui/material/Box';
import CircularProgress, { circularProgressClasses } from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A thick, rounded bar with a quiet track.
const GoalBar = styled(LinearProgress)(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.action.hover,
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 6,
    backgroundImage: `linear-gradient(90deg, ${theme.palette.success.main}, ${theme.palette.info.main})`,
  },
}));

export default function FitnessGoalCustom() {
  const steps = 7350;
  const goal = 10000;
  const percent = (steps / goal) * 100;

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', maxWidth: 480 }}>
      {/* A full grey ring drawn under the determinate ring works as a track. */}
      <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
        <CircularProgress variant="determinate" value={100} size={64} thickness={6} aria-hidden sx={{ color: 'action.hover' }} />
        <CircularProgress
          variant="determinate"
          value={62}
          size={64}
          thickness={6}
          color="success"
          aria-label="Active minutes goal"
          sx={{ [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' } }}
        />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {steps.toLocaleString('en-GB')} of {goal.toLocaleString('en-GB')} steps, 37 of 60 active minutes
        </Typography>
        <GoalBar variant="determinate" value={percent} aria-label="Daily steps goal" />
      </Box>
    </Stack>
  );
}
