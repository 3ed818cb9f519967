import { describeEveryPage } from './every-page';

/** Every page as a desktop visitor first sees it: the default (light) theme at 1280 px (checks in ./every-page.ts). */
describeEveryPage({ theme: 'light', viewport: { width: 1280, height: 800 } });
