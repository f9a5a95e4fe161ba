import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const lines = [
  { item: 'Flat white', amount: '3.40' },
  { item: 'Cardamom bun', amount: '2.90' },
  { item: 'Oat milk', amount: '0.40' },
];

export default function ReceiptTypeTokens() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 280, mx: 'auto', p: 2, borderRadius: 'sm' }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', color: 'text.primary', fontFamily: 'code', fontSize: 'sm', lineHeight: 'lg' }}>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Box component="span" sx={{ fontFamily: 'body', fontWeight: 'lg', fontSize: 'md' }}>
            Bakehouse, till 2
          </Box>
        </caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 'inherit' }}>
                {line.item}
              </th>
              <td style={{ textAlign: 'end' }}>€{line.amount}</td>
            </tr>
          ))}
          <Box component="tr" sx={{ fontWeight: 'xl', fontSize: 'md', borderTop: '1px dashed', borderColor: 'divider' }}>
            <th scope="row" style={{ textAlign: 'start' }}>
              Total
            </th>
            <td style={{ textAlign: 'end' }}>€6.70</td>
          </Box>
        </tbody>
      </Box>
    </Sheet>
  );
}
