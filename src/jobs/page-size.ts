// A module of its own so the browser's script stays free of the listing's code (D25).
export const jobsPerPage = 20;
