import useAutocomplete from '@mui/material/useAutocomplete';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { languages } from './languages';

const Box = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.75),
  border: `1px solid ${theme.palette.action.active}`,
  borderRadius: 12,
  '&.Mui-focused': { borderColor: theme.palette.primary.main, boxShadow: `0 0 0 1px ${theme.palette.primary.main}` },
  '& input': { flex: 1, minWidth: 80, border: 0, outline: 0, font: 'inherit', background: 'none', color: 'inherit' },
}));

const List = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.5, 0),
  listStyle: 'none',
  maxHeight: 180,
  overflow: 'auto',
  '& li': { padding: theme.spacing(0.5, 1.5), cursor: 'pointer' },
  '& li.Mui-focused': { backgroundColor: theme.palette.action.hover },
  '& li[aria-selected="true"]::after': { content: '" ✓"' },
}));

export default function HookSkillChips() {
  const { getRootProps, getInputLabelProps, getInputProps, getItemProps, getListboxProps, getOptionProps, groupedOptions, value, focused, setAnchorEl } =
    useAutocomplete({
      id: 'cv-skills',
      multiple: true,
      options: languages.map((language) => language.name),
      defaultValue: ['Go', 'TypeScript'],
    });

  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          Skills on your CV
        </label>
        <Box ref={setAnchorEl} className={focused ? 'Mui-focused' : undefined}>
          {value.map((skill, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={skill} {...itemProps} />;
          })}
          <input {...getInputProps()} />
        </Box>
      </div>
      {groupedOptions.length > 0 && (
        <Paper elevation={4} sx={{ mt: 0.5 }}>
          <List {...getListboxProps()}>
            {groupedOptions.map((skill, index) => {
              const { key, ...optionProps } = getOptionProps({ option: skill, index });
              return (
                <li key={key} {...optionProps}>
                  {skill}
                </li>
              );
            })}
          </List>
        </Paper>
      )}
    </div>
  );
}
