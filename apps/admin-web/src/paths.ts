/** Every path of the admin site. */
export const paths = {
  panel: '/',
  signIn: '/signin',
  secondFactorUnlock: '/second-factor/unlock',
} as const;
