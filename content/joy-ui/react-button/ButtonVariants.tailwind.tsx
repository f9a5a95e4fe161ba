import Button from '@mui/joy/Button';

export default function ButtonVariants() {
  return (
    <div className="flex flex-wrap gap-4">
      <Button>Solid</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="plain">Plain</Button>
    </div>
  );
}
