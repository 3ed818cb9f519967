import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';

/** A form as Netlify registers it at deploy: its attributes and the named fields it stores. */
export interface DetectedForm {
  attribs: Record<string, string>;
  fields: Array<{ name: string; tag: string; type?: string; value?: string }>;
}

/**
 * The Netlify Forms in a page, found as Netlify finds them when it parses the deployed HTML: a
 * <form> with `data-netlify` (or `netlify`) and a name, whose named inputs, selects and textareas
 * are the fields (the columns) it stores.
 */
export const netlifyFormsIn = (html: string): DetectedForm[] => {
  const document = parseDocument(html, { lowerCaseAttributeNames: true });
  const forms = DomUtils.findAll((el) => el.name === 'form' && ('data-netlify' in el.attribs || 'netlify' in el.attribs), document.children);
  return forms.map((form) => ({
    attribs: form.attribs,
    fields: DomUtils.findAll((el: Element) => ['input', 'select', 'textarea'].includes(el.name) && Boolean(el.attribs.name), form.children)
      .filter((el) => el.attribs.type !== 'submit')
      .map((el) => ({ name: el.attribs.name, tag: el.name, type: el.attribs.type, value: el.attribs.value })),
  }));
};
