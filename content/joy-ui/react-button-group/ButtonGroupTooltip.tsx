import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const alignments = [
  { title: 'Align left', icon: <FormatAlignLeft /> },
  { title: 'Centre', icon: <FormatAlignCenter /> },
  { title: 'Align right', icon: <FormatAlignRight /> },
  { title: 'Justify', icon: <FormatAlignJustify /> },
];

export default function ButtonGroupTooltip() {
  return (
    <ButtonGroup variant="outlined" aria-label="Paragraph alignment">
      {alignments.map(({ title, icon }) => (
        // The tooltip's text also becomes the button's accessible name.
        <Tooltip key={title} title={title} variant="solid">
          <IconButton>{icon}</IconButton>
        </Tooltip>
      ))}
    </ButtonGroup>
  );
}
