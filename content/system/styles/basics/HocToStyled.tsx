import { styled } from '@mui/material/styles';

interface FileRowProps {
  className?: string;
  name: string;
  size: string;
}

// A plain component that accepts className, as withStyles expected from wrapped components.
function FileRow({ className, name, size }: FileRowProps) {
  return (
    <li className={className}>
      <span>{name}</span>
      <span>{size}</span>
    </li>
  );
}

// styled(FileRow) replaces withStyles(styles)(FileRow): no classes prop, one class on the root.
const StyledFileRow = styled(FileRow)(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  padding: theme.spacing(1, 1.5),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  color: (theme.vars ?? theme).palette.text.primary,
  '& > span:last-of-type': {
    color: (theme.vars ?? theme).palette.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
}));

const files = [
  { name: 'contract-signed.pdf', size: '412 KB' },
  { name: 'floor-plan.png', size: '2.1 MB' },
  { name: 'inventory.xlsx', size: '88 KB' },
];

export default function HocToStyled() {
  return (
    <ul aria-label="Attachments" style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 360 }}>
      {files.map((file) => (
        <StyledFileRow key={file.name} name={file.name} size={file.size} />
      ))}
    </ul>
  );
}
