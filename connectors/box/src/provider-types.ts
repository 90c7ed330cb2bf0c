/**
 * The Box API resources this connector reads, as the public reference documents them
 * (https://developer.box.com/reference/, OpenAPI at https://github.com/box/box-openapi).
 */

export type BoxUserStatus = 'active' | 'inactive' | 'cannot_delete_edit' | 'cannot_delete_edit_upload';

export interface BoxUserMini {
  type: 'user';
  id: string;
  name?: string;
  login?: string;
}

export interface BoxUser extends BoxUserMini {
  status?: BoxUserStatus;
  created_at?: string;
  modified_at?: string;
}

export interface BoxGroupMini {
  type: 'group';
  id: string;
  name?: string;
  group_type?: 'managed_group' | 'all_users_group';
}

export type BoxCollaborationRole = 'editor' | 'viewer' | 'previewer' | 'uploader' | 'previewer uploader' | 'viewer uploader' | 'co-owner' | 'owner';

export interface BoxCollaboration {
  type: 'collaboration';
  id: string;
  item?: { type: 'file' | 'folder'; id: string; name?: string } | null;
  accessible_by?: BoxUserMini | BoxGroupMini | null;
  invite_email?: string | null;
  role: BoxCollaborationRole;
  /** ISO 8601; null when the collaboration does not expire. */
  expires_at?: string | null;
  status: 'accepted' | 'pending' | 'rejected';
  created_at?: string;
  modified_at?: string;
}

/** Marker-paged list (https://developer.box.com/guides/api-calls/pagination/marker-based/). */
export interface BoxMarkerPage<Entry> {
  entries: Entry[];
  limit?: number;
  next_marker?: string | null;
}

/** Offset-paged list (https://developer.box.com/guides/api-calls/pagination/offset-based/). */
export interface BoxOffsetPage<Entry> {
  entries: Entry[];
  total_count: number;
  limit: number;
  offset: number;
}

export interface BoxGroupMembership {
  type: 'group_membership';
  id: string;
  user?: BoxUserMini;
  group?: BoxGroupMini;
  role?: 'member' | 'admin';
}

export interface BoxFolderMini {
  type: 'folder';
  id: string;
  name?: string;
  sequence_id?: string | null;
  etag?: string | null;
}

/**
 * A file or folder (https://developer.box.com/reference/resources/file/ and .../folder/). Box
 * returns the fields the request names in `fields` (plus `type`, `id` and `etag`), else its
 * standard set; a folder's items come in their mini form unless `fields` says more.
 */
export interface BoxItem {
  type: 'file' | 'folder';
  id: string;
  name?: string;
  description?: string;
  /** Bytes; a folder's is the size of everything in it. */
  size?: number;
  created_at?: string | null;
  modified_at?: string | null;
  content_created_at?: string | null;
  content_modified_at?: string | null;
  owned_by?: BoxUserMini;
  created_by?: BoxUserMini;
  modified_by?: BoxUserMini;
  /** The folder holding the item; null for the root folder ("All Files", id "0"). */
  parent?: BoxFolderMini | null;
  /** The folders above the item, from the root ("All Files", id "0") down. */
  path_collection?: { total_count: number; entries: BoxFolderMini[] };
  item_status?: 'active' | 'trashed' | 'deleted';
  /** Files only: the extension of the name, without the dot. */
  extension?: string;
  sha1?: string;
  etag?: string | null;
  sequence_id?: string | null;
  shared_link?: { url: string; access?: string } | null;
  /** Folders only: the first items inside, and how many there are. */
  item_collection?: BoxOffsetPage<{ type: 'file' | 'folder' | 'web_link'; id: string; name?: string }>;
}

/** GET /search (https://developer.box.com/reference/get-search/). */
export interface BoxSearchResults extends BoxOffsetPage<BoxItem> {
  type: 'search_results_items';
}

/** Box's error body (https://developer.box.com/reference/resources/client-error/). */
export interface BoxErrorBody {
  type: 'error';
  status: number;
  code: string;
  message: string;
  help_url?: string;
  request_id?: string;
}
