import Button from '@mui/joy/Button';
import './ButtonVariants.css';

export default function ButtonVariants() {
  return (
    <div className="button-variants">
      <Button>Solid</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="plain">Plain</Button>
    </div>
  );
}
