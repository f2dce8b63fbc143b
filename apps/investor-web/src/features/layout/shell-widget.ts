import { lazyWidget } from '@coinvest/ui';
import type { ComponentType } from 'react';
import { loadDeferredTexts } from '../../i18n';

/**
 * A part of the shell fetched after the first render (lazyWidget), with the deferred English
 * texts it shows: only the bar's own texts come with the first page.
 */
export function shellWidget<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  Placeholder: ComponentType<TProps>,
): ComponentType<TProps> {
  return lazyWidget(async () => (await Promise.all([load(), loadDeferredTexts()]))[0], Placeholder);
}
