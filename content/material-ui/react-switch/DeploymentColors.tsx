import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function DeploymentColors() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch color="success" defaultChecked />} label="Auto-deploy the main branch" />
      <FormControlLabel control={<Switch color="secondary" defaultChecked />} label="Preview builds for pull requests" />
      <FormControlLabel control={<Switch color="warning" />} label="Skip tests on hotfix branches" />
      <FormControlLabel control={<Switch color="error" />} label="Maintenance mode (site offline)" />
      <FormControlLabel control={<Switch color="default" defaultChecked />} label="Send build logs to Slack" />
    </FormGroup>
  );
}
