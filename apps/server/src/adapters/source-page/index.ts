export { fetchPage, MAX_REDIRECTS, privateAddress, type FetchedPage, type PageOptions } from './fetch-page.ts';
export { extractArticle, type PageArticle } from './extract.ts';
