/**
 * The largest pages Drive API v3 serves (`pageSize`): the list actions declare them as their
 * `max_page_size`, so data sync pages at them, and the emulator refuses anything larger, as Google does.
 */
export const DRIVES_MAX_PAGE_SIZE = 100;
export const FILES_MAX_PAGE_SIZE = 1000;
