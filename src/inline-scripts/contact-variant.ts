import { CONTACT_ATTRIBUTE, contactVariantFromSearch } from '../lib/contact-variant';

/** Runs on the contact page before first paint: <html data-contact="demo|contact"> from the address. */
export default function applyContactVariant(): void {
  document.documentElement.setAttribute(CONTACT_ATTRIBUTE, contactVariantFromSearch(location.search));
}
