export { wrapPageElement } from './src/components/wrap-page-element';
