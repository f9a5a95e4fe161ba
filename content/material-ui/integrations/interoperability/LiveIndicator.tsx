import { keyframes } from '@emotion/react';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0.6); }
  70% { box-shadow: 0 0 0 8px rgba(211, 47, 47, 0); }
  100% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0); }
`;

const Dot = styled('span')(({ theme }) => ({
  width: 8,
  height: 8,
  marginLeft: 8,
  borderRadius: '50%',
  backgroundColor: (theme.vars ?? theme).palette.error.main,
  animation: `${pulse} 1.6s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export default function LiveIndicator() {
  return <Chip variant="outlined" icon={<Dot aria-hidden />} label="Live · 1,284 watching" />;
}
