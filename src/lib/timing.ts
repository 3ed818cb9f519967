/** Every delay, threshold and storage key of the site, in one place. Components and unit tests import these. */
export const DELAYS = {
  /** Chat: how long the typing indicator shows before each bot reply. */
  chatTypingMs: 1000,
  /** Chat: options offered this long after a valid e-mail. */
  chatFollowUpMs: 1500,
  /** Chat launcher appears this long after page load. */
  chatLauncherMs: 2000,
  /** Simulated captcha: the client token exists this long after submit. */
  simulatedCaptchaMs: 1000,
} as const;

/** Header turns frosted once the page has scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/** Section reveal animation: a section's blocks appear staggerMs apart, each over durationMs, once `threshold` of it is in view. */
export const REVEAL = {
  staggerMs: 200,
  durationMs: 800,
  /** Fraction of the section visible before it reveals. */
  threshold: 0.3,
} as const;

export const STORAGE_KEYS = {
  theme: 'theme',
  heroVariant: 'hero-version',
  chatConversation: 'chat-conversation',
  /** The experiment's variants this visit saw (src/browser/page-views.ts), sent only with a lead. */
  variantsSeen: 'variants-seen',
  /** The visit's first page as the inline script saw it, before any bundle: src/inline-scripts/first-page.ts. */
  firstPage: 'first-page',
  /** Pages viewed this session: full loads (the inline script) and in-app navigations (gatsby-browser). */
  pagesViewed: 'pages-viewed',
} as const;
