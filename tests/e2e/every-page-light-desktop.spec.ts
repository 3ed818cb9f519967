import { describeEveryPage } from '../../support/every-page';

/** Every page as a desktop visitor first sees it: the default (light) theme at 1366 px (checks in support/every-page.ts). Runs in the desktop-light project only. */
describeEveryPage('desktop-light');
