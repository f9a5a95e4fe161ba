import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const projects = [
  { name: 'Mobile app redesign', lead: 'Grace Kim', progress: 72, state: 'On track', color: 'success' },
  { name: 'Billing migration', lead: 'Omar Diallo', progress: 35, state: 'At risk', color: 'warning' },
  { name: 'Data warehouse', lead: 'Ines Moreau', progress: 10, state: 'Blocked', color: 'danger' },
] as const;

export default function TableRichCells() {
  return (
    <Table aria-label="Projects" sx={{ '--TableCell-height': '56px' }}>
      <thead>
        <tr>
          <th style={{ width: '34%' }}>Project</th>
          <th>Lead</th>
          <th>Progress</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.name}>
            <td>
              <Typography level="title-sm">{project.name}</Typography>
            </td>
            <td>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Avatar size="sm" aria-hidden>
                  {project.lead
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </Avatar>
                {project.lead}
              </Box>
            </td>
            <td>
              <LinearProgress determinate value={project.progress} aria-label={`${project.name} progress`} sx={{ maxWidth: 120 }} />
              <Typography level="body-xs">{project.progress}%</Typography>
            </td>
            <td>
              <Chip size="sm" variant="soft" color={project.color}>
                {project.state}
              </Chip>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
