import {
  Anchor,
  Button,
  Card,
  Container,
  createTheme,
  Loader,
  Menu,
  Notification,
  PasswordInput,
  TextInput,
  Title,
  type MantineColorsTuple,
} from '@mantine/core';

/** Deep teal: the brand colour, calm and trustworthy, with enough contrast for text at 7+. */
const teal: MantineColorsTuple = [
  '#e6f6f5',
  '#cce9e7',
  '#9dd3ce',
  '#69bcb4',
  '#40a89f',
  '#279b91',
  '#13857c',
  '#0b6d66',
  '#065a54',
  '#014641',
];

/** Navy: headings and the dark surfaces of header and footer. */
const navy: MantineColorsTuple = [
  '#eef2f8',
  '#dbe2ee',
  '#b3c2db',
  '#889fc8',
  '#6482b8',
  '#4d6fae',
  '#3f65aa',
  '#305595',
  '#284b86',
  '#14284b',
];

/** Warm gold: the accent for calls to action that must stand out. */
const gold: MantineColorsTuple = [
  '#fff8e2',
  '#fdefcd',
  '#f8dd9e',
  '#f4ca6b',
  '#f0ba40',
  '#eeb025',
  '#eda914',
  '#d39404',
  '#bc8300',
  '#a37000',
];

/** The one theme of both sites. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  colors: { teal, navy, gold },
  black: '#14284b',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'hover' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'lg', padding: 'xl' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Loader: Loader.extend({ defaultProps: { type: 'oval' } }),
    Menu: Menu.extend({ defaultProps: { shadow: 'md', width: 220, position: 'bottom-end' } }),
    Notification: Notification.extend({ defaultProps: { withBorder: true, radius: 'md' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: 'md' } }),
    TextInput: TextInput.extend({ defaultProps: { size: 'md' } }),
    Title: Title.extend({ defaultProps: { c: 'navy.9' } }),
  },
});
