import { readServerEnv } from '../../../lib/server-env';
import { freeDiskFloorFromEnv } from '../../../lib/upload-disk';

/** Upload limits (decision 047); each can be set through the environment. */
export interface UploadLimits {
  /** Largest file accepted; one byte more is a 413, never a cut-off file. */
  maxBytes: number;
  /** Bytes one client may have waiting in unattached uploads within a day. */
  quotaBytes: number;
  /** Uploads one address may start per window. */
  perAddress: number;
  windowMs: number;
  /** Largest video or audio file staff may upload into the media library. */
  mediaMaxBytes: number;
  /** Bytes all visitors together may upload within an hour, whatever their addresses. */
  budgetBytesPerHour: number;
  /** Free disk below which visitors' uploads are refused (507), so the database and staff keep room. */
  freeDiskFloorBytes: number;
}

export function uploadLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  const e = readServerEnv(env);
  return {
    maxBytes: e.UPLOAD_MAX_BYTES,
    quotaBytes: e.UPLOAD_QUOTA_BYTES,
    perAddress: e.UPLOADS_PER_ADDRESS,
    windowMs: e.UPLOADS_WINDOW_MS,
    mediaMaxBytes: e.UPLOAD_MEDIA_MAX_BYTES,
    budgetBytesPerHour: e.UPLOAD_BUDGET_BYTES_PER_HOUR,
    freeDiskFloorBytes: freeDiskFloorFromEnv(env),
  };
}
