import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';

const incidents = [
  { service: 'Checkout API', state: 'Operational', color: 'success' },
  { service: 'Search', state: 'Degraded', color: 'warning' },
  { service: 'Image CDN', state: 'Outage', color: 'danger' },
  { service: 'Webhooks', state: 'Maintenance', color: 'primary' },
  { service: 'Status page', state: 'Unknown', color: 'neutral' },
] as const;

export default function ChipColors() {
  return (
    <Table aria-label="Service status" sx={{ maxWidth: 360 }}>
      <thead>
        <tr>
          <th>Service</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {incidents.map((row) => (
          <tr key={row.service}>
            <td>{row.service}</td>
            <td>
              <Chip size="sm" variant="soft" color={row.color}>
                {row.state}
              </Chip>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
