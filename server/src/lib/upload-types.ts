/** Allowed uploads: content type → how the file must start (the declared type alone is not trusted). */
export const ALLOWED_TYPES: Record<string, (b: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
};

const ftyp = (b: Buffer) => b.subarray(4, 8).toString('latin1') === 'ftyp';
const ebml = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
const ogg = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'OggS';

/**
 * Self-hosted video and audio for the media library: staff only, so a public form never takes a video. Checked on
 * the first bytes like the rest (an MP4/M4A box header, WebM's EBML header, Ogg pages, an MP3 tag or frame, RIFF WAVE).
 */
export const MEDIA_TYPES: Record<string, (b: Buffer) => boolean> = {
  'video/mp4': ftyp,
  'video/quicktime': ftyp,
  'video/webm': ebml,
  'video/ogg': ogg,
  'audio/mp4': ftyp,
  'audio/x-m4a': ftyp,
  'audio/webm': ebml,
  'audio/ogg': ogg,
  'audio/mpeg': (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  'audio/wav': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
};

/** Bytes needed to recognise every allowed type. */
export const SNIFF_BYTES = 16;

/**
 * The file name extensions of each allowed type, the usual one first. A download is named after the type its content
 * was checked to be, never after what the uploader called it: `x.html` that is a PNG goes out as `x.png`.
 */
export const UPLOAD_EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
  'video/webm': ['webm'],
  'video/ogg': ['ogv', 'ogg'],
  'audio/mp4': ['m4a', 'mp4'],
  'audio/x-m4a': ['m4a'],
  'audio/webm': ['weba', 'webm'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/mpeg': ['mp3'],
  'audio/wav': ['wav'],
};
