// The installable app (issue 20): what other parts of the web app use of it.
export { forgetKeptData, restoreKeptData } from './kept-data';
