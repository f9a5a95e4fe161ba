import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DataGridPro, type GridColDef, type GridRenderCellParams, useGridApiContext } from '@mui/x-data-grid-pro';

interface Asset {
  id: string;
  path: string[];
  owner: string;
}

const paths = [
  'Brand/Logos/wordmark.svg', 'Brand/Logos/monogram.svg', 'Brand/Colours.pdf', 'Campaigns/Spring sale/hero-banner.psd',
  'Campaigns/Spring sale/social-square.png', 'Campaigns/Newsletter/header.png', 'Guidelines.pdf',
];
const owners = ['Chiara Moretti', 'Kwame Boateng', 'Sakura Sato'];
const rows: Asset[] = paths.map((path, index) => ({ id: path, path: path.split('/'), owner: owners[index % owners.length] }));

function AssetCell({ id, field, rowNode, tabIndex }: GridRenderCellParams<Asset>) {
  const apiRef = useGridApiContext();
  const name = String(rowNode.type === 'group' || rowNode.type === 'leaf' ? rowNode.groupingKey : '');
  const indent = { pl: rowNode.depth * 3, display: 'flex', alignItems: 'center', gap: 1 };
  if (rowNode.type !== 'group') {
    return (
      <Box sx={{ ...indent, pl: rowNode.depth * 3 + 5 }}>
        <InsertDriveFileOutlined fontSize="small" aria-hidden /> {name}
      </Box>
    );
  }
  const expanded = Boolean(rowNode.childrenExpanded);
  const toggle = () => {
    apiRef.current.setRowChildrenExpansion(id, !expanded);
    apiRef.current.setCellFocus(id, field);
  };
  return (
    <Box sx={indent}>
      <IconButton size="small" tabIndex={tabIndex} onClick={toggle} aria-expanded={expanded} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}>
        <ChevronRightRounded fontSize="small" sx={{ transform: expanded ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }} />
      </IconButton>
      {expanded ? <FolderOpen fontSize="small" color="primary" aria-hidden /> : <Folder fontSize="small" color="primary" aria-hidden />}
      {name} ({rowNode.children.length})
    </Box>
  );
}

const columns: GridColDef<Asset>[] = [{ field: 'owner', headerName: 'Owner', width: 180 }];

export default function FolderIconCell() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Asset', flex: 1, minWidth: 280, renderCell: (params) => <AssetCell {...params} /> }}
        aria-label="Marketing assets"
      />
    </Box>
  );
}
