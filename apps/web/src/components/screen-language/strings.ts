import { defineStrings } from '@/lib/strings';

/** The rule editor's own texts. */
export const screenLanguageStrings = defineStrings(
  'components.screen-language',
  {
    mistake: '{{label}}: mistake at character {{position}}',
    suggestions: '{{label}} suggestions',
  },
  {
    mistake: '{{label}}: अक्षर {{position}} पर गलती',
    suggestions: '{{label}} के सुझाव',
  },
);
