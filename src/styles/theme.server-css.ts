import { serverCss } from './server-css';

/**
 * Depth and brand per theme: shadows tinted by the page colour, the brand gradient bright enough
 * on dark and deep enough on light, the alternate section surface between page and card colour.
 * Dark is the :root default; light is `body.light`, as the theme toggle sets it.
 */
export const themeCss = serverCss`
  :root {
    --shadow-rest: 0 1px 2px rgba(0, 0, 0, .35);
    --shadow-raised: 0 14px 32px -12px rgba(0, 0, 0, .7), 0 2px 6px rgba(0, 0, 0, .4);
    --gradient-brand: linear-gradient(120deg, #7aa2ff 0%, #b69cff 55%, #6fe3d2 100%);
    --gradient-wash: radial-gradient(60% 70% at 85% 10%, rgba(122, 162, 255, .18), transparent 70%), radial-gradient(50% 60% at 10% 0%, rgba(182, 156, 255, .12), transparent 70%);
    --color-surface-alt: #0f1529;
    --color-icon-bg: rgba(122, 162, 255, .14);
    --brand-1: #4f7bff; --brand-2: #8b5cf6; --brand-3: #14b8a6;
    --hv-glow: rgba(122, 162, 255, .35); --hv-shadow: rgba(0, 0, 0, .45);
  }
  body.light {
    --shadow-rest: 0 1px 2px rgba(17, 24, 39, .06);
    --shadow-raised: 0 14px 32px -12px rgba(29, 78, 216, .28), 0 2px 6px rgba(17, 24, 39, .08);
    --gradient-brand: linear-gradient(120deg, #1d4ed8 0%, #6d28d9 60%, #0f766e 100%);
    --gradient-wash: radial-gradient(60% 70% at 85% 10%, rgba(29, 78, 216, .10), transparent 70%), radial-gradient(50% 60% at 10% 0%, rgba(109, 40, 217, .08), transparent 70%);
    --color-surface-alt: #f4f6fb;
    --color-icon-bg: #e8efff;
    --brand-1: #1d4ed8; --brand-2: #7c3aed; --brand-3: #0d9488;
    --hv-glow: rgba(29, 78, 216, .35); --hv-shadow: rgba(17, 24, 39, .12);
  }
  /* The brand gradient washes the top of every page's content, behind its hero or title (a CSS gradient is never a Largest Contentful Paint candidate). */
  main { background: var(--gradient-wash) no-repeat 0 0/100% 56rem; }
  /* An alternate section surface (data-surface="alt"): one step off the page colour, and the cards inside one step up, so they still stand off it. */
  [data-surface=alt] { background: var(--color-surface-alt); border-block: 1px solid var(--color-border); --color-surface: var(--color-surface-raised); }
`;
