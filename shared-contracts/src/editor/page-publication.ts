/** Which version visitors get and whether the draft (what staff see and edit) differs from it. */
export interface PagePublication {
  page_id: number;
  version_id: number;
  published_version_id: number | null;
  published_at: string | null;
  published_by: string | null;
  has_unpublished_changes: boolean;
  /** The draft goes live by itself at this time (null: not scheduled; absent where the answer does not tell). */
  publish_at?: string | null;
  /** The page leaves visitors at this time (null: not scheduled; absent where the answer does not tell). */
  offline_at?: string | null;
}

/** A page's scheduled publish and take-offline times. */
export interface PageScheduleState {
  publish_at: string | null;
  offline_at: string | null;
}
