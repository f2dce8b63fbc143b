import {
  createTheme,
  type AnchorProps,
  type ButtonProps,
  type CardProps,
  type ContainerProps,
  type LoaderProps,
  type MantineColorsTuple,
  type MenuProps,
  type NotificationProps,
  type PasswordInputProps,
  type TextInputProps,
  type TitleProps,
} from '@mantine/core';

/**
 * A component's defaults in the theme, typed by its props. `Component.extend` would do the
 * same but imports the component, so every first page carried the password input, the text
 * input and the toast even where none is shown.
 */
function defaults<Props>(defaultProps: Partial<Props>) {
  return { defaultProps };
}

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
  // Darker than the rest of the scale: gold text on white (the brand's accent) needs 4.5:1.
  '#8a5d00',
];

/*
 * Mantine's red, green, blue, yellow and orange with their darker half (6-9) deepened: white text
 * on a filled badge (shade 7, or an explicit 8), coloured text on white and the light variant's
 * shade-9 text on its shade-1 background all reach 4.5:1 (WCAG AA). The light half is Mantine's.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#8f1f1f',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2b8a3e',
  '#237a36',
  '#1e6b30',
  '#185a28',
];

const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#1c7ed6',
  '#1971c2',
  '#1864ab',
  '#154f87',
];

const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#b07800',
  '#946300',
  '#855900',
  '#6e4a00',
];

const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#d9480f',
  '#c2410c',
  '#a8380a',
  '#8a2e08',
];

/** The one theme of both sites. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  colors: { teal, navy, gold, red, green, blue, yellow, orange },
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
    Anchor: defaults<AnchorProps>({ underline: 'hover' }),
    Button: defaults<ButtonProps>({ radius: 'md' }),
    Card: defaults<CardProps>({ withBorder: true, radius: 'lg', padding: 'xl' }),
    Container: defaults<ContainerProps>({ size: 'lg' }),
    Loader: defaults<LoaderProps>({ type: 'oval' }),
    Menu: defaults<MenuProps>({ shadow: 'md', width: 220, position: 'bottom-end' }),
    Notification: defaults<NotificationProps>({ withBorder: true, radius: 'md' }),
    PasswordInput: defaults<PasswordInputProps>({ size: 'md' }),
    TextInput: defaults<TextInputProps>({ size: 'md' }),
    Title: defaults<TitleProps>({ c: 'navy.9' }),
  },
});
