import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test-utils';
import { lazyRoute, loadLazyRoutes } from './lazy-route';
import { usePrefetchOnIntent } from './prefetch-on-intent';

function ProjectLink() {
  const intent = usePrefetchOnIntent('/projects/7');
  return (
    <Link to="/projects/7" {...intent}>
      Project 7
    </Link>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('lazyRoute', () => {
  it('shows the loader until the page has arrived, then the page', async () => {
    const page = deferred<() => React.JSX.Element>();
    renderRoutes([{ path: '/', ...lazyRoute(() => page.promise) }]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    page.resolve(() => <h1>Projects</h1>);
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it('starts loading the page and its data when the pointer rests on a link to it', async () => {
    const load = vi.fn(() => Promise.resolve(() => <h1>Project page</h1>));
    const prefetchData = vi.fn();
    const routes: RouteObject[] = [
      { path: '/', element: <ProjectLink /> },
      { path: '/projects/:id', ...lazyRoute(load, prefetchData) },
    ];
    const { queryClient } = renderRoutes(routes);
    const user = userEvent.setup();
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('link', { name: 'Project 7' }));
    expect(load).toHaveBeenCalledOnce();
    expect(prefetchData).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: '7' }, queryClient }),
    );

    await user.click(screen.getByRole('link', { name: 'Project 7' }));
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again for a page whose code failed to arrive', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => <h1>Back</h1>);
    const routes: RouteObject[] = [{ path: '/', ...lazyRoute(load) }];

    await expect(loadLazyRoutes(routes)).rejects.toThrow('chunk failed');
    await loadLazyRoutes(routes);
    renderRoutes(routes);
    expect(screen.getByRole('heading', { name: 'Back' })).toBeInTheDocument();
  });
});
