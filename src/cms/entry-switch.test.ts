import { editedCollection, isEntrySwitch } from './entry-switch';

describe('moving between entries by address', () => {
  it('names the collection of an entry editor, and nothing for other screens', () => {
    expect(editedCollection('#/collections/products/entries/nova')).toBe('products');
    expect(editedCollection('#/collections/site/entries/events')).toBe('site');
    expect(editedCollection('#/collections/press/new')).toBe('press');
    expect(editedCollection('#/collections/press')).toBeUndefined();
    expect(editedCollection('#/media')).toBeUndefined();
  });

  it('one entry to another is a switch (the page reloads); to or from a list is not', () => {
    expect(isEntrySwitch('#/collections/portfolio/entries/a', '#/collections/portfolio/entries/b')).toBe(true);
    expect(isEntrySwitch('#/collections/portfolio/entries/a', '#/collections/site/entries/events')).toBe(true);
    expect(isEntrySwitch('#/collections/portfolio', '#/collections/portfolio/entries/b')).toBe(false);
    expect(isEntrySwitch('#/collections/portfolio/entries/a', '#/collections/portfolio')).toBe(false);
    expect(isEntrySwitch('#/collections/portfolio/entries/a', '#/collections/portfolio/entries/a')).toBe(false);
  });

  it('an entry to a new one of its collection (Decap’s "create new" and "duplicate") is not; a new entry to its saved address is', () => {
    expect(isEntrySwitch('#/collections/press/new', '#/collections/press/entries/desk')).toBe(true);
    expect(isEntrySwitch('#/collections/press/entries/desk', '#/collections/press/new')).toBe(false);
    expect(isEntrySwitch('#/collections/press/new', '#/collections/products/entries/nova')).toBe(true);
  });
});
