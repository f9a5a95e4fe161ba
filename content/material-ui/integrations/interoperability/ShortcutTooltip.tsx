import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';

// The tooltip is portalled to <body>, so a parent's nested selector cannot reach it.
// Styling the popper through `className` keeps the styles attached to the component.
const ShortcutTip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: '#263238',
    color: '#fff',
    fontSize: theme.typography.pxToRem(13),
    padding: theme.spacing(0.75, 1.25),
    boxShadow: theme.shadows[3],
  },
  [`& .${tooltipClasses.arrow}`]: { color: '#263238' },
}));

export default function ShortcutTooltip() {
  return (
    <ShortcutTip
      arrow
      title={
        <span>
          Copy link <kbd style={{ fontFamily: 'inherit', opacity: 0.8 }}>Ctrl+Shift+C</kbd>
        </span>
      }
    >
      <IconButton aria-label="Copy link">
        <ContentCopyOutlined />
      </IconButton>
    </ShortcutTip>
  );
}
