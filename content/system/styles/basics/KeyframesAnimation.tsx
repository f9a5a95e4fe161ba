import { keyframes, styled } from '@mui/material/styles';

// JSS '@keyframes' blocks become keyframes from the styled engine.
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70% { transform: scale(2.4); opacity: 0; }
  100% { transform: scale(2.4); opacity: 0; }
`;

const LiveDot = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  backgroundColor: (theme.vars ?? theme).palette.error.main,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    backgroundColor: 'inherit',
    animation: `${pulse} 1.6s ease-out infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': {
    '&::after': { animation: 'none' },
  },
}));

export default function KeyframesAnimation() {
  return (
    <p style={{ display: 'flex', alignItems: 'center', gap: 10, margin: 0 }}>
      <LiveDot aria-hidden />
      <span>Live: council budget meeting, item 4 of 9</span>
    </p>
  );
}
