import Box from '@mui/joy/Box';
import Stat from './Stat';

export default function StatBasic() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      <Stat label="Orders today" value="128" trend="+12 on last Tuesday" />
      <Stat label="Average basket" value="€46.30" trend="−€1.80 this week" />
      <Stat label="Returns" value="4" />
    </Box>
  );
}
