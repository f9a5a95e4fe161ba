import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import type { BlockInfo } from '../data/blocks';

export interface BlockLabelProps {
  block: BlockInfo;
  position: number;
  total: number;
}

/**
 * The strip above each block: its number, name, file and the files it needs when copied alone. It
 * belongs to this showcase, not to the blocks: leave it out of your page.
 */
export default function BlockLabel({ block, position, total }: BlockLabelProps) {
  return (
    <Box
      id={block.id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        px: { xs: 2, md: 4 },
        py: 1,
        borderBlock: '1px dashed',
        borderColor: 'neutral.outlinedBorder',
        bgcolor: 'background.level1',
        scrollMarginTop: 8,
      }}
    >
      <Chip size="sm" variant="soft" color="primary">
        Block {position} of {total}
      </Chip>
      <Typography level="title-sm" component="p">
        {block.name}
      </Typography>
      <Typography level="body-xs" component="p" sx={{ fontFamily: 'code' }}>
        {block.file}
        {block.needs.length > 0 && ` + ${block.needs.join(', ')}`}
      </Typography>
    </Box>
  );
}
