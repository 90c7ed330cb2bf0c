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

export interface BoxItem {
  type: 'file' | 'folder';
  id: string;
  name?: string;
  owned_by?: BoxUserMini;
  /** The folders above the item, from the root ("All Files", id "0") down. */
  path_collection?: { total_count: number; entries: Array<{ type: 'folder'; id: string; name?: string }> };
  item_status?: 'active' | 'trashed' | 'deleted';
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
