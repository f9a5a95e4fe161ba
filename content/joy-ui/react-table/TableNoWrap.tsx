import Table from '@mui/joy/Table';

const commits = [
  { hash: 'a3f9c21', message: 'Fix rounding of VAT on discounted lines when the basket mixes reduced and standard rates', author: 'Maya Cohen' },
  { hash: '7be0d44', message: 'Add Norwegian translations for the onboarding emails and the password reset page', author: 'Erik Dahl' },
  { hash: '0c1e9f8', message: 'Bump the date library to the latest patch release', author: 'Maya Cohen' },
];

export default function TableNoWrap() {
  return (
    <Table noWrap aria-label="Recent commits" sx={{ tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th style={{ width: 90 }}>Commit</th>
          <th>Message</th>
          <th style={{ width: '28%' }}>Author</th>
        </tr>
      </thead>
      <tbody>
        {commits.map((commit) => (
          <tr key={commit.hash}>
            <td>
              <code>{commit.hash}</code>
            </td>
            <td title={commit.message}>{commit.message}</td>
            <td>{commit.author}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
