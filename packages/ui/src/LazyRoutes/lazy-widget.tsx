import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';

let nextPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has painted what is committed now (a frame, then a task). Every
 * widget mounted by one render waits for the same paint, so they are fetched together and
 * their arrival is one render, not one each.
 */
function afterNextPaint(): Promise<void> {
  nextPaint ??= new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        nextPaint = undefined;
        resolve();
      }),
    ),
  );
  return nextPaint;
}

/**
 * A component whose code is a chunk of its own, fetched once the page around it has painted,
 * so it is not part of the first page and does not hold up its first paint (the page's own
 * code, data and render come first on a slow phone). `Placeholder`, given the same props,
 * holds its place until then (the same size, so nothing moves when it arrives) and stays if
 * the chunk cannot be fetched: a widget that failed to arrive leaves the page working. Once
 * fetched, the widget renders at once wherever it is used next.
 */
export function lazyWidget<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  Placeholder: ComponentType<TProps>,
): ComponentType<TProps> {
  let fetched = false;
  const Widget = lazy(() =>
    load().then(
      (component) => {
        fetched = true;
        return { default: component };
      },
      () => ({ default: Placeholder }),
    ),
  );
  return function LazyWidget(props: TProps) {
    const [painted, setPainted] = useState(fetched);
    useEffect(() => {
      if (painted) return;
      let mounted = true;
      // A transition: React renders the arriving widgets in slices that yield to the browser,
      // so they add no long task (Lighthouse's total blocking time).
      void afterNextPaint().then(() => mounted && startTransition(() => setPainted(true)));
      return () => {
        mounted = false;
      };
    }, [painted]);
    // The build's pre-render has no chunk to wait for: it shows what the first render shows.
    if (typeof window === 'undefined') return <Placeholder {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        {painted ? <Widget {...props} /> : <Placeholder {...props} />}
      </Suspense>
    );
  };
}
