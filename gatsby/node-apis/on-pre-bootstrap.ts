import type { ParentSpanPluginArgs } from 'gatsby';
import { writeMissingProductVisuals } from '../build-steps/product-visuals';

/** Before the content is read: every product gets its visual, a writer's new product included. */
export const onPreBootstrap = async ({ reporter }: ParentSpanPluginArgs): Promise<void> => {
  await writeMissingProductVisuals(reporter);
};
