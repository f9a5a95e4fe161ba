import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const parcels: { id: string; city: string; status: string; color: ColorPaletteProp }[] = [
  { id: 'PKG-2041', city: 'Utrecht', status: 'Delivered', color: 'success' },
  { id: 'PKG-2042', city: 'Ghent', status: 'Out for delivery', color: 'primary' },
  { id: 'PKG-2043', city: 'Lille', status: 'Address problem', color: 'danger' },
  { id: 'PKG-2044', city: 'Aachen', status: 'Delayed', color: 'warning' },
  { id: 'PKG-2045', city: 'Bruges', status: 'Label created', color: 'neutral' },
];

export default function DeliveryStatusColors() {
  return (
    <div style={{ maxWidth: 440, margin: '0 auto' }}>
      <Alert variant="soft" color="danger" sx={{ mb: 2 }}>
        One parcel needs a corrected address before it can be delivered.
      </Alert>
      <List variant="outlined" sx={{ borderRadius: 'sm' }}>
        {parcels.map((parcel) => (
          <ListItem key={parcel.id}>
            <ListItemContent>
              <Typography level="title-sm">{parcel.id}</Typography>
              <Typography level="body-xs">{parcel.city}</Typography>
            </ListItemContent>
            <Chip variant="soft" color={parcel.color} size="sm">
              {parcel.status}
            </Chip>
          </ListItem>
        ))}
      </List>
    </div>
  );
}
