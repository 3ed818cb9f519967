import React from 'react';
import { ICON_SPRITE_PATH, iconFromEnumValue, iconSymbolId, type IconName } from '../lib/icons';

/**
 * Where an icon's drawing is: the sprite file, fetched once, unless the document already holds its
 * symbol. The server renders the sprite's address; plugins/gatsby-plugin-first-paint, when on,
 * turns it into a same-document reference and gives the page the symbols of its icons, so
 * hydration finds each symbol here and renders the same reference. An icon that only a later,
 * client-rendered page shows comes from the sprite file.
 */
const iconHref = (name: IconName): string => {
  const id = iconSymbolId(name);
  const onThisPage = typeof document !== 'undefined' && document.getElementById(id) !== null;
  return onThisPage ? `#${id}` : `${ICON_SPRITE_PATH}#${id}`;
};

/**
 * A Lucide icon: a reference to a symbol of the site's one icon set (src/lib/icons.ts), so the
 * icon's drawing is never in a JavaScript bundle. Always decorative here: the text beside it says
 * what it means, so it is hidden from assistive technology and never takes keyboard focus.
 * Size and colour come from the surrounding text (the .icon rule in icon.server-css.ts).
 */
export const Icon = ({ name, tile = false }: { name: IconName; tile?: boolean }) => {
  const svg = (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
  return tile ? <span className="icon-tile">{svg}</span> : svg;
};

/** The icon a content item names (GraphQL gives the enum value, e.g. HEART_PULSE); nothing when it names none. */
export const ContentIcon = ({ value, tile = false }: { value: string | null | undefined; tile?: boolean }) =>
  value ? <Icon name={iconFromEnumValue(value)} tile={tile} /> : null;
