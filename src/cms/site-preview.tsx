import React, { type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { DecapCms, DecapElement, ImmutableMap, PreviewProps } from './decap';
import { withFacts } from './facts';

/** What a preview renders from: the entry's data with its fact tokens filled in, and the address of an image the writer picked. */
export interface PreviewInput {
  data: Record<string, unknown>;
  asset: (path: string) => string;
}

interface Bridge {
  props: PreviewProps;
  host?: HTMLElement | null;
  root?: Root;
  cache?: EmotionCache;
}

type CreateClass = (spec: Record<string, unknown>) => unknown;

/**
 * Registers a preview built from the site's own components. Decap renders previews with its own
 * React inside an iframe; the site's components need the site's React and emotion, so the preview
 * is a host element into which the site's React renders, with emotion writing its styles into the
 * iframe's head. The iframe's body takes the site's opening (light) theme.
 */
export const registerSitePreview = (cms: DecapCms, name: string, render: (input: PreviewInput) => ReactNode): void => {
  const createClass = (window as unknown as { createClass: CreateClass }).createClass;
  const paint = (bridge: Bridge) => {
    const { entry, document, getAsset } = bridge.props;
    if (!bridge.host) return;
    bridge.cache ??= createCache({ key: 'preview', container: document.head });
    bridge.root ??= createRoot(bridge.host);
    document.body.classList.add('light');
    const data = withFacts(((entry.get('data') as ImmutableMap | undefined)?.toJS() ?? {}) as Record<string, unknown>);
    const asset = (path: string) => getAsset(path)?.toString() ?? path;
    bridge.root.render(<CacheProvider value={bridge.cache}>{render({ data, asset })}</CacheProvider>);
  };
  const component = createClass({
    componentDidMount(this: Bridge) {
      paint(this);
    },
    componentDidUpdate(this: Bridge) {
      paint(this);
    },
    componentWillUnmount(this: Bridge) {
      // Unmounting during Decap's own render is not allowed: the site's root goes after it.
      const root = this.root;
      setTimeout(() => root?.unmount());
    },
    render(this: Bridge): DecapElement {
      return window.h('div', { ref: (host: HTMLElement | null) => (this.host = host) });
    },
  });
  cms.registerPreviewTemplate(name, component as (props: PreviewProps) => DecapElement);
};
