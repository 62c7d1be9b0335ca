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

/*
 * Mantine's default palettes, with the shades that carry text darkened to WCAG AA (4.5:1) and the
 * hues kept. With primaryShade 7: shade 6 of gray is the dimmed text and shade 6 of red the error
 * text; shade 7 is the filled background under white text and the colour of c="red"; shade 9 is the
 * text of light variants (badges, alerts) on shade 1. Figures are the contrast on white or shade 1.
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#646b73', // dimmed: 5.39 on white, 4.81 on brand.0, 4.55 on gray.2 (was #868e96, 3.32)
  '#495057',
  '#343a40',
  '#212529',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d32f2f', // error text: 4.98 on white, 4.65 on red.0 (was #fa5252, 3.28)
  '#c92a2a', // filled under white text and c="red": 5.46 (was #f03e3e, 3.84)
  '#b02525',
  '#a51d1d', // hover; light-variant text 6.21 on red.1
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2f9e44',
  '#1b6e2e', // light-variant text: 5.52 on green.1 (was #2b8a3e, 3.81); 6.33 on white
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#066b4c', // light-variant text: 5.65 on teal.1 (was #087f5b, 4.33)
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#9a4f00', // light-variant text: 5.39 on yellow.1 (was #e67700, 2.69)
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#a8370b', // light-variant text: 5.49 on orange.1 (was #d9480f, 3.62)
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, gray, red, green, teal, yellow, orange },
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
