/** Every path of the admin site. */
export const paths = {
  panel: '/',
  signIn: '/signin',
} as const;
