// How many vacancies a page of results shows (D25), in a module of its own:
// the listing's pages, the no-JavaScript search page and the browser's search
// all page by it, and the browser's script stays free of the listing's code.
export const jobsPerPage = 20;
