import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import LocationOn from '@mui/icons-material/LocationOn';
import Search from '@mui/icons-material/Search';

export default function InputDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <FormControl>
        <FormLabel>Search the help centre</FormLabel>
        <Input startDecorator={<Search />} placeholder="e.g. refund" type="search" />
      </FormControl>
      <FormControl>
        <FormLabel>Monthly budget</FormLabel>
        <Input
          startDecorator="€"
          endDecorator="per month"
          defaultValue="250"
          slotProps={{ input: { inputMode: 'decimal' } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Pick-up point</FormLabel>
        <Input startDecorator={<LocationOn />} defaultValue="Central Station, platform 4" />
      </FormControl>
    </Stack>
  );
}
