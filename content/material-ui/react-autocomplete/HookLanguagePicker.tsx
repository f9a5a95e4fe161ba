import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';
import { Language, languages } from './languages';

const Field = styled('input')(({ theme }) => ({
  width: '100%',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

const Options = styled('ul')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  padding: theme.spacing(0.5),
  listStyle: 'none',
  maxHeight: 200,
  overflow: 'auto',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  backgroundColor: theme.palette.background.paper,
  '& li': { padding: theme.spacing(0.75, 1), borderRadius: 6, cursor: 'pointer' },
  '& li.Mui-focused': { backgroundColor: theme.palette.action.hover },
  '& li[aria-selected="true"]': { fontWeight: 600, color: theme.palette.primary.main },
}));

export default function HookLanguagePicker() {
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, value } =
    useAutocomplete<Language>({
      id: 'snippet-language',
      options: languages,
      getOptionLabel: (language) => language.name,
    });

  return (
    <div style={{ width: '100%', maxWidth: 280 }}>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          Snippet language
        </label>
        <Field {...getInputProps()} placeholder="Type to filter" />
      </div>
      {groupedOptions.length > 0 && (
        <Options {...getListboxProps()}>
          {groupedOptions.map((language, index) => {
            const { key, ...optionProps } = getOptionProps({ option: language, index });
            return (
              <li key={key} {...optionProps}>
                {language.name} <small>· {language.since}</small>
              </li>
            );
          })}
        </Options>
      )}
      <p style={{ fontSize: 14 }}>Highlighting as: {value ? value.name : 'plain text'}</p>
    </div>
  );
}
