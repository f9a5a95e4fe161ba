import type { SvgIconComponent } from '@mui/icons-material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { ColorPaletteProp } from '@mui/joy/styles';
import type { FileKind } from './files';

export interface KindStyle {
  /** What the details panel and screen readers call the type. */
  label: string;
  icon: SvgIconComponent;
  /** A Joy palette, so the tile follows the light and dark schemes. */
  color: ColorPaletteProp;
}

/** How each kind of file looks. The icon carries the type, the colour only repeats it. */
export const kinds: Record<FileKind, KindStyle> = {
  folder: { label: 'Folder', icon: FolderRounded, color: 'warning' },
  document: { label: 'Document', icon: ArticleOutlined, color: 'primary' },
  spreadsheet: { label: 'Spreadsheet', icon: GridOnOutlined, color: 'success' },
  pdf: { label: 'PDF', icon: PictureAsPdfOutlined, color: 'danger' },
  image: { label: 'Image', icon: ImageOutlined, color: 'primary' },
  video: { label: 'Video', icon: MovieOutlined, color: 'neutral' },
  audio: { label: 'Audio', icon: AudioFileOutlined, color: 'success' },
  archive: { label: 'Zip archive', icon: FolderZipOutlined, color: 'neutral' },
};
