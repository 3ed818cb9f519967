import type { Reporter } from 'gatsby';
import { type ContactDetails, placeholderContactDetails } from '../lib/placeholder-contacts';

/** The shipped content is a fictional company's: says, once per build, which contact details still reach no one. */
export const warnOfPlaceholderContacts = (company: ContactDetails, reporter: Reporter): void => {
  const placeholders = placeholderContactDetails(company);
  if (placeholders.length === 0) return;
  reporter.warn(
    `${placeholders.length} contact detail(s) in content/site/company.yaml (or the URL variable) reach no one; replace them before going live:\n  ${placeholders.join('\n  ')}`,
  );
};
