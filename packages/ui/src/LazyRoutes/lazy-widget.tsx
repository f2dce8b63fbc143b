import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, fetched when it first renders, so it is not
 * part of the first page. `Placeholder`, given the same props, holds its place until then (the
 * same size, so nothing moves when it arrives) and stays if the chunk cannot be fetched: a
 * widget that failed to arrive leaves the page working.
 */
export function lazyWidget<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  Placeholder: ComponentType<TProps>,
): ComponentType<TProps> {
  const Widget = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Placeholder }),
    ),
  );
  return function LazyWidget(props: TProps) {
    // The build's pre-render has no chunk to wait for: it shows what the first render shows.
    if (typeof window === 'undefined') return <Placeholder {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
