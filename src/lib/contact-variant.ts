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

/**
 * ES5 snippet the server inlines on the contact page before first paint: the same rule as
 * contactVariantFromSearch (first `demo` parameter, "+" read as a space, percent-decoded), ending in
 * <html data-contact="demo|contact">.
 */
export const contactVariantInlineScript = (): string =>
  `(function(){var v="contact";try{var m=/[?&]demo=([^&#]*)/.exec(location.search);` +
  `if(m&&decodeURIComponent(m[1].replace(/\\+/g," "))==="true")v="demo"}catch(e){}` +
  `document.documentElement.setAttribute(${JSON.stringify(CONTACT_ATTRIBUTE)},v)})();`;

/**
 * CSS for the marks: the contact texts show by default (no script: the general page), the demo
 * texts only under html[data-contact="demo"].
 */
export const contactVariantCss = `
  [${CONTACT_VARIANT_MARK}='demo'] { display: none; }
  html[${CONTACT_ATTRIBUTE}='demo'] [${CONTACT_VARIANT_MARK}='contact'] { display: none; }
  html[${CONTACT_ATTRIBUTE}='demo'] [${CONTACT_VARIANT_MARK}='demo'] { display: revert; }
`;
