/**
 * /contact/ and its demo-request variant /contact/?demo=true share one built HTML page. Both
 * variants' texts are in that HTML; an inline script at the top of <body> sets <html
 * data-contact="demo|contact"> from the address before first paint, and CSS shows the texts of
 * that variant only, so the visitor never sees the other one, even before the bundles load.
 */
export type ContactVariant = 'contact' | 'demo';

/** Attribute set on <html>; [data-contact-variant] elements of the other variant are hidden by CSS. */
export const CONTACT_ATTRIBUTE = 'data-contact';
/** Marks an element holding one variant's text. */
export const CONTACT_VARIANT_MARK = 'data-contact-variant';

/** The variant a query string asks for: demo when its first `demo` parameter is exactly "true". */
export const contactVariantFromSearch = (search: string): ContactVariant => (new URLSearchParams(search).get('demo') === 'true' ? 'demo' : 'contact');
