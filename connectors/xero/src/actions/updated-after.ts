/**
 * Xero filters its settings lists by `If-Modified-Since` but keeps no change time on a tax rate
 * or an organisation: for those `updated_after` cannot narrow anything, and every record is
 * returned (a sync then re-reads them whole, as it must to see their changes).
 */
export const UPDATED_AFTER_NOT_FILTERED = 'updated_after is accepted but not applied: Xero records no change time for them.';
