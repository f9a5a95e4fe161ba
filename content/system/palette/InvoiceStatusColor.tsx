import Box from '@mui/system/Box';

const invoices = [
  { number: 'INV-1042', client: 'Harbor Dental', status: 'Paid', color: 'success.main' },
  { number: 'INV-1043', client: 'Lumen Studio', status: 'Due in 5 days', color: 'primary.main' },
  { number: 'INV-1044', client: 'Oakline Farms', status: 'Payment failed', color: 'error.main' },
];

export default function InvoiceStatusColor() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 420 }}>
      {invoices.map((invoice) => (
        <Box component="li" key={invoice.number} sx={{ display: 'flex', justifyContent: 'space-between', py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box>
            <Box sx={{ color: 'text.primary', fontWeight: 500 }}>{invoice.client}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{invoice.number}</Box>
          </Box>
          <Box sx={{ color: invoice.color, fontWeight: 'bold' }}>{invoice.status}</Box>
        </Box>
      ))}
    </Box>
  );
}
