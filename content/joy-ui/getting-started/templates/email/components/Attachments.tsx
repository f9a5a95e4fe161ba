import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { Attachment } from '../data/messages';

const icons = {
  pdf: <PictureAsPdfOutlined />,
  image: <ImageOutlined />,
  sheet: <TableChartOutlined />,
};

function formatSize(kilobytes: number) {
  return kilobytes >= 1000 ? `${(kilobytes / 1000).toFixed(1)} MB` : `${kilobytes} KB`;
}

export interface AttachmentsProps {
  files: Attachment[];
  /** A card was pressed: download its file. */
  onDownload: (file: Attachment) => void;
}

/**
 * A message's attachments as small cards. Each card's download button stretches over the whole
 * card with Joy's `overlay` prop, so the card is one click target and one tab stop. It is a button,
 * not a link, because the files live on your mail server: start the download in `onDownload`.
 */
export default function Attachments({ files, onDownload }: AttachmentsProps) {
  return (
    <Box component="section" aria-label="Attachments">
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
        {files.length === 1 ? '1 attachment' : `${files.length} attachments`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {files.map((file) => (
          <Card key={file.name} variant="outlined" orientation="horizontal" size="sm" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Box sx={{ color: file.kind === 'pdf' ? 'danger.plainColor' : 'primary.plainColor', display: 'flex' }}>
              {icons[file.kind]}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Link
                component="button"
                overlay
                onClick={() => onDownload(file)}
                aria-label={`Download ${file.name}`}
                level="body-sm"
                textColor="text.primary"
                sx={{ display: 'block', maxWidth: '100%', textAlign: 'left' }}
              >
                <Typography noWrap component="span" sx={{ display: 'block' }}>
                  {file.name}
                </Typography>
              </Link>
              <Typography level="body-xs">{formatSize(file.size)}</Typography>
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
