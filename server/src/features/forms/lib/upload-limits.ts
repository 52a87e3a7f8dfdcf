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

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function uploadLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  return {
    maxBytes: positive(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    quotaBytes: positive(env.UPLOAD_QUOTA_BYTES, 25 * 1024 * 1024),
    perAddress: positive(env.UPLOADS_PER_ADDRESS, 10),
    windowMs: positive(env.UPLOADS_WINDOW_MS, 10 * 60_000),
    mediaMaxBytes: positive(env.UPLOAD_MEDIA_MAX_BYTES, 200 * 1024 * 1024),
    budgetBytesPerHour: positive(env.UPLOAD_BUDGET_BYTES_PER_HOUR, 1024 * 1024 * 1024),
    freeDiskFloorBytes: freeDiskFloorFromEnv(env),
  };
}
