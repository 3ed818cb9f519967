import React, { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its children after the rest of the page, in short slices that leave the main thread
 * free in between: React hydrates each Suspense boundary of server HTML as its own low-priority
 * unit of work, yielding to the browser every few milliseconds, and hydrates one first when the
 * visitor interacts with it. Nothing inside suspends, so the fallback never shows.
 */
export const HydrateLater = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;
