// The e2e tests' name for the Chromium lookup shared with the scripts.
export { CHROMIUM_ARGS, findTestChromium } from '../../support/chromium';
