import Table from '@mui/joy/Table';

const tickets = [
  { id: 312, subject: 'Invoice PDF shows the old company address after I changed it in settings', owner: 'Ana', age: '2h' },
  { id: 309, subject: 'Cannot add a second admin to the workspace', owner: 'Ben', age: '1d' },
  { id: 301, subject: 'Export to CSV drops the time zone', owner: 'Ana', age: '3d' },
];

export default function TableColumnWidth() {
  return (
    <Table aria-label="Open support tickets" sx={{ tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th style={{ width: 64 }}>#</th>
          <th>Subject</th>
          <th style={{ width: '15%' }}>Owner</th>
          <th style={{ width: 64 }}>Age</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td>{ticket.subject}</td>
            <td>{ticket.owner}</td>
            <td>{ticket.age}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
