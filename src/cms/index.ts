import { registerFormats } from './formats';
import { hideOptionalMarks } from './labels';
import { registerPreviews } from './previews';
import { registerSaveChecks } from './save-checks';

/** The site's additions to Decap CMS on /admin/, loaded after Decap's own bundle. */
const previewStyle = document.currentScript?.dataset.previewStyle;
if (previewStyle) window.CMS.registerPreviewStyle(previewStyle);
registerSaveChecks(window.CMS);
registerFormats(window.CMS);
hideOptionalMarks();
registerPreviews(window.CMS);
