import React from 'react';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { Icon } from './icon';
import { RoundButton } from './ui/icon-button';

/**
 * The header's search button. The header script opens the search dialog on a click (and on "/"),
 * fetching search only then (src/lib/search/open-search.ts); without JavaScript the button
 * submits its form and the visitor lands on /search/.
 */
export const SearchButton = () => {
  const { search } = useSiteData();
  return (
    <form action={routes.search} method="get">
      <RoundButton type="submit" aria-label={search.buttonLabel} aria-haspopup="dialog" data-search-open>
        <Icon name="search" />
      </RoundButton>
    </form>
  );
};
