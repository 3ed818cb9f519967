import { en } from 'decap-cms-locales';
import type { DecapCms } from './decap';

/**
 * Decap's English, with the phrases a writer of this site meets changed to say what happened: a
 * refused save says "Not saved" and why, the form's error toast covers a badly written optional
 * field as well as a missing one, and an entry with nothing to save does not claim to be saved.
 * Decap says "Published" of every saved entry; on this site a press release saved as a draft is
 * not published, so the toolbar and the toast say "Saved".
 */
export const registerWords = (cms: DecapCms): void => {
  cms.registerLocale('en', {
    ...en,
    editor: { ...en.editor, editorToolbar: { ...en.editor.editorToolbar, changesSaved: 'No unsaved changes', published: 'Saved' } },
    ui: {
      ...en.ui,
      toast: {
        ...en.ui.toast,
        onFailToPersist: 'Not saved: %{details}',
        entryPublished: 'Entry saved',
        missingRequiredField: 'Some fields need attention: see the messages under them in red.',
      },
    },
  });
};
