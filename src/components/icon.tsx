import React from 'react';
import { ICON_SPRITE_PATH, iconFromEnumValue, iconSymbolId, type IconName } from '../lib/icons';

/**
 * A Lucide icon: a reference to a symbol in the sprite file of the site's one icon set
 * (src/lib/icons.ts), the same on the server and in the browser, so the icon's drawing is never in
 * a JavaScript bundle. Always decorative here: the text beside it says what it means, so it is
 * hidden from assistive technology and never takes keyboard focus.
 * Size and colour come from the surrounding text (the .icon rule in icon.server-css.ts).
 */
export const Icon = ({ name, tile = false }: { name: IconName; tile?: boolean }) => {
  const svg = (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_PATH}#${iconSymbolId(name)}`} />
    </svg>
  );
  return tile ? <span className="icon-tile">{svg}</span> : svg;
};

/** The icon a content item names (GraphQL gives the enum value, e.g. HEART_PULSE); nothing when it names none. */
export const ContentIcon = ({ value, tile = false }: { value: string | null | undefined; tile?: boolean }) =>
  value ? <Icon name={iconFromEnumValue(value)} tile={tile} /> : null;
