import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { TypographyProps } from '@mui/joy/Typography';

const renames: { before: string; after: NonNullable<TypographyProps['level']>; sample: string }[] = [
  { before: 'h5', after: 'title-lg', sample: 'Quarterly rainfall' },
  { before: 'h6', after: 'title-md', sample: 'Station 14, Bergen' },
  { before: 'body1', after: 'body-md', sample: 'Readings are taken every ten minutes.' },
  { before: 'body2', after: 'body-sm', sample: 'Last calibrated on 2 March.' },
  { before: 'body3', after: 'body-xs', sample: 'Sensor firmware 3.2.1' },
];

export default function TypographyLevelMap() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto', maxWidth: 560, mx: 'auto' }}>
      <Table aria-label="Typography levels before and after the new theme">
        <thead>
          <tr>
            <th style={{ width: '22%' }}>Before</th>
            <th style={{ width: '22%' }}>Now</th>
            <th>Rendered with the new level</th>
          </tr>
        </thead>
        <tbody>
          {renames.map((row) => (
            <tr key={row.before}>
              <td>
                <code>{row.before}</code>
              </td>
              <td>
                <code>{row.after}</code>
              </td>
              <td>
                <Typography level={row.after}>{row.sample}</Typography>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
