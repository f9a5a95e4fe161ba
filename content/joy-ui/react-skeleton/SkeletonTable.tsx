import Skeleton from '@mui/joy/Skeleton';
import Table from '@mui/joy/Table';

const widths = ['70%', '55%', '80%', '45%'];

export default function SkeletonTable() {
  return (
    <Table aria-label="Invoices" aria-busy="true">
      <thead>
        <tr>
          <th>Invoice</th>
          <th>Client</th>
          <th>Amount</th>
        </tr>
      </thead>
      <tbody>
        {widths.map((width, row) => (
          <tr key={row}>
            <td>
              <Skeleton variant="text" level="body-sm" width="60%" animation="wave" />
            </td>
            <td>
              <Skeleton variant="text" level="body-sm" width={width} animation="wave" />
            </td>
            <td>
              <Skeleton variant="text" level="body-sm" width="40%" animation="wave" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
