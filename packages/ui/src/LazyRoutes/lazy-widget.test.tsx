import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWidget } from './lazy-widget';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

type Props = { name: string };

function Placeholder({ name }: Props) {
  return <span>Room for {name}</span>;
}

describe('lazyWidget', () => {
  it('holds the place with the placeholder, given the same props, until the widget arrives', async () => {
    const widget = deferred<(props: Props) => React.JSX.Element>();
    const Greeting = lazyWidget(() => widget.promise, Placeholder);
    render(<Greeting name="Ama" />);

    expect(screen.getByText('Room for Ama')).toBeInTheDocument();
    widget.resolve(({ name }) => <button type="button">Hello {name}</button>);
    expect(await screen.findByRole('button', { name: 'Hello Ama' })).toBeInTheDocument();
    expect(screen.queryByText('Room for Ama')).toBeNull();
  });

  it('keeps the placeholder when the widget cannot be fetched', async () => {
    const widget = deferred<(props: Props) => React.JSX.Element>();
    const Greeting = lazyWidget(() => widget.promise, Placeholder);
    render(<Greeting name="Kofi" />);

    await act(async () => {
      widget.reject(new TypeError('Failed to fetch dynamically imported module'));
      await widget.promise.catch(() => null);
    });
    expect(screen.getByText('Room for Kofi')).toBeInTheDocument();
  });
});
