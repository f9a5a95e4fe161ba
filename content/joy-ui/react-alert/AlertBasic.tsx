import Alert from '@mui/joy/Alert';

export default function AlertBasic() {
  return <Alert sx={{ maxWidth: 480 }}>Your workspace will be read-only on Sunday from 02:00 to 04:00 for maintenance.</Alert>;
}
