/**
 * __Name__ API payloads, as the provider's API reference documents them (see README.md).
 * The scaffold starts from a generic shape: replace it with the provider's real one.
 */

/** A drive as `GET /v1/drives` returns it. */
export interface __Key__Drive {
  id: string;
  name: string;
  description: string | null;
  web_url: string;
  created_at: string;
  updated_at: string;
  owner_email: string;
}

/** One page of `GET /v1/drives`: `next_cursor` is null on the last page. */
export interface __Key__DriveList {
  data: __Key__Drive[];
  next_cursor: string | null;
}

/** The body of every __Name__ error response. */
export interface __Key__ErrorBody {
  error: { code: number; message: string };
}
