import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** One brand colour: a deep violet. */
const brand: MantineColorsTuple = [
  '#f4f0fe',
  '#e4dbfb',
  '#c7b4f5',
  '#a88bef',
  '#8e68e9',
  '#7d52e5',
  '#6c41dc',
  '#5b2ecc',
  '#4f27b4',
  '#411f96',
];

const systemFont =
  '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '700' },
  defaultRadius: 'md',
  radius: { md: '10px', lg: '16px', xl: '24px' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    // The toggle's label must not contain 'password', so getByLabel('Password') finds only the input.
    PasswordInput: {
      defaultProps: { size: 'md', visibilityToggleButtonProps: { 'aria-label': 'Show or hide' } },
    },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    // Bare wrappers (checkbox groups, the image picker) match the md inputs' label and message sizes.
    InputWrapper: { defaultProps: { size: 'md' } },
    Checkbox: { styles: { error: { fontSize: 'calc(var(--mantine-font-size-md) - 2px)' } } },
  },
});
