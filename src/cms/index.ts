import { registerFormats } from './formats';
import { hideOptionalMarks } from './labels';
import { registerPreviews } from './previews';
import { registerSaveChecks } from './save-checks';

/**
 * The site's additions to Decap CMS on /admin/. This script runs before Decap's bundle and asks it
 * not to start on its own; once both have loaded, it registers its parts and starts Decap, so
 * every part is in place before the first entry opens.
 */
const previewStyle = document.currentScript?.dataset.previewStyle;
(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;

/** On this computer (the local backend), "View Live" opens the site being edited, not the public one. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const localSite = () => (LOCAL_HOSTS.has(window.location.hostname) ? { site_url: window.location.origin, display_url: window.location.origin } : {});

document.addEventListener('DOMContentLoaded', () => {
  const cms = window.CMS;
  if (previewStyle) cms.registerPreviewStyle(previewStyle);
  registerSaveChecks(cms);
  registerFormats(cms);
  registerPreviews(cms);
  hideOptionalMarks();
  cms.init({ config: localSite() });
});
