/** The largest progress file read, by `lab:verify` and the browser alike (5 MB); imports nothing. */
export const MAX_PROGRESS_BYTES = 5 * 1024 * 1024;
