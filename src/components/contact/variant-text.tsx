import React from 'react';
import { CONTACT_VARIANT_MARK } from '../../lib/contact-variant';

/**
 * Both variants' text of a contact-page element; CSS (src/lib/contact-variant.ts, in the global
 * styles) shows the one <html data-contact> names, so the HTML is right before any script loads.
 */
export const ContactVariantText = ({ contact, demo }: { contact: string; demo: string }) => (
  <>
    <span {...{ [CONTACT_VARIANT_MARK]: 'contact' }}>{contact}</span>
    <span {...{ [CONTACT_VARIANT_MARK]: 'demo' }}>{demo}</span>
  </>
);
