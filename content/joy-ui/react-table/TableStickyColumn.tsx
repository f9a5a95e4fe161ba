import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const products = [
  { name: 'Espresso beans 1 kg', sales: [120, 98, 134, 150, 161, 149, 170, 182] },
  { name: 'Oat milk 1 L', sales: [310, 295, 330, 352, 371, 402, 420, 415] },
  { name: 'Ceramic cup', sales: [44, 39, 51, 47, 60, 58, 66, 71] },
];

export default function TableStickyColumn() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Monthly unit sales, scrolls sideways"
      sx={{
        width: '100%',
        overflow: 'auto',
        borderRadius: 'sm',
        // The first column stays in place while the months scroll under it.
        '& tr > *:first-of-type': {
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.surface',
          boxShadow: '1px 0 var(--TableCell-borderColor)',
        },
      }}
    >
      <Table aria-label="Monthly unit sales" sx={{ minWidth: 720, '& th, & td': { width: 80 }, '& tr > *:first-of-type': { width: 180 } }}>
        <thead>
          <tr>
            <th>Product</th>
            {months.map((month) => (
              <th key={month}>{month}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.name}>
              <th scope="row">{product.name}</th>
              {product.sales.map((units, index) => (
                <td key={months[index]}>{units}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
