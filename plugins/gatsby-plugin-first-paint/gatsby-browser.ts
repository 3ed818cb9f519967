import { hydrateAsTransition } from './browser/hydrate-as-transition';

// Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby still declares React 17's legacy
// render signature there, and ignores what the function returns.
// Production only: the development server mounts its loading indicator through this function
// after the page has rendered, which it would then try to hydrate (React's hydration error overlay).
export const replaceHydrateFunction = process.env.NODE_ENV === 'production' ? () => hydrateAsTransition : undefined;
