import Box from '@mui/joy/Box';
import Stat from './Stat';

export default function StatVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      <Stat variant="soft" color="success" label="Uptime, 30 days" value="99.98%" />
      <Stat variant="soft" color="warning" label="p95 latency" value="412 ms" trend="Target: 300 ms" />
      <Stat variant="solid" color="danger" label="Failed jobs" value="17" trend="Since 09:40" />
      <Stat variant="plain" label="Deploys this week" value="9" />
    </Box>
  );
}
