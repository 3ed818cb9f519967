import { CONTACT_ATTRIBUTE, CONTACT_VARIANT_MARK } from '../lib/contact-variant';

/**
 * Dark is the base palette; body.light (set before first paint) switches to light. Both meet WCAG AA contrast.
 * Plain CSS text, written by the server into every page's <head> (src/styles/static-css.ts): none
 * of it changes at run time, so none of it needs to ship in a JavaScript bundle.
 */
export const globalCss = `
  :root {
    --color-bg: #0b1020;
    --color-surface: #131a30;
    --color-surface-raised: #1b2442;
    --color-text: #eef1f8;
    --color-muted: #b4bdd3;
    --color-accent: #7aa2ff;
    --color-accent-strong: #a9c1ff;
    --color-on-accent: #0b1020;
    --color-border: #2a3557;
    --color-danger: #ff9b9b;
    --color-success: #7ee2a8;
    --color-header-frost: rgba(11, 16, 32, 0.82);
    --color-focus: #ffd166;
    color-scheme: dark;
  }
  body.light {
    --color-bg: #ffffff;
    --color-surface: #f4f6fb;
    --color-surface-raised: #ffffff;
    --color-text: #111827;
    --color-muted: #4b5563;
    --color-accent: #1d4ed8;
    --color-accent-strong: #1e3a8a;
    --color-on-accent: #ffffff;
    --color-border: #d6dbe7;
    --color-danger: #b91c1c;
    --color-success: #047857;
    --color-header-frost: rgba(255, 255, 255, 0.85);
    --color-focus: #b45309;
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  /* The contact page's two variants (src/lib/contact-variant.ts): the contact texts show by default
     (no script: the general page), the demo texts only under html[data-contact="demo"]. */
  [${CONTACT_VARIANT_MARK}='demo'] { display: none; }
  html[${CONTACT_ATTRIBUTE}='demo'] [${CONTACT_VARIANT_MARK}='contact'] { display: none; }
  html[${CONTACT_ATTRIBUTE}='demo'] [${CONTACT_VARIANT_MARK}='demo'] { display: revert; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
  body {
    margin: 0;
    font-size: 1rem;
    line-height: 1.6;
    background: var(--color-bg);
    color: var(--color-text);
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: var(--color-accent); }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  [id] { scroll-margin-top: 80px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
