import { createContext, useContext } from 'react';

/** The path of the page being shown, server-side too (wrapPageElement provides it from Gatsby's location). */
export const PagePath = createContext('');

export const usePagePath = (): string => useContext(PagePath);
