import { createContext } from 'react';

/**
 * true inside a layout that already has the page's <main> and <h1> (the app shell): a full-page
 * message shown there (the error boundary's) becomes a section under the shell's title.
 */
export const InsidePageLayout = createContext(false);
