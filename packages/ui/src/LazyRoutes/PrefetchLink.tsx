import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { usePrefetchOnIntent } from './prefetch-on-intent';

type IntentProps = Pick<LinkProps, 'onMouseEnter' | 'onFocus' | 'onTouchStart'> & { to: string };

/** The link's own intent handlers still run, after the prefetch. */
function useIntentProps({ to, onMouseEnter, onFocus, onTouchStart }: IntentProps) {
  const intent = usePrefetchOnIntent(to);
  return {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      intent.onMouseEnter();
      onMouseEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      intent.onFocus();
      onFocus?.(event);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      intent.onTouchStart();
      onTouchStart?.(event);
    },
  };
}

/** react-router's Link that loads its page's code and data on intent (usePrefetchOnIntent). */
export function PrefetchLink(props: LinkProps & { to: string }) {
  return <Link {...props} {...useIntentProps(props)} />;
}

/** react-router's NavLink (active state for navigation bars), prefetching on intent. */
export function PrefetchNavLink(props: NavLinkProps & { to: string }) {
  return <NavLink {...props} {...useIntentProps(props)} />;
}
