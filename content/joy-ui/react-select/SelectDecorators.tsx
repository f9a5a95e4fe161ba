import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import Language from '@mui/icons-material/Language';

const languages = [
  { value: 'en', label: 'English', done: 100 },
  { value: 'de', label: 'Deutsch', done: 96 },
  { value: 'es', label: 'Español', done: 88 },
  { value: 'ko', label: '한국어', done: 61 },
];

export default function SelectDecorators() {
  const listbox = useListboxIds();
  const [language, setLanguage] = React.useState('es');
  const done = languages.find((item) => item.value === language)?.done ?? 0;
  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Interface language</FormLabel>
      <Select
        {...listbox()}
        value={language}
        onChange={(_event, value) => value && setLanguage(value)}
        startDecorator={<Language />}
        endDecorator={
          <Chip component="span" size="sm" variant="soft" color={done === 100 ? 'success' : 'neutral'}>
            {done}% translated
          </Chip>
        }
      >
        {languages.map((item) => (
          <Option key={item.value} value={item.value}>
            {item.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
