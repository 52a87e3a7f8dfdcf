import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import { PNG } from 'pngjs';

const num = (dict: PDFDict, key: string) => (dict.get(PDFName.of(key)) as PDFNumber | undefined)?.asNumber();

/** RGBA pixels of an image XObject: raw Flate pixels, or PNG-predicted rows (turned back into a PNG for pngjs). */
function rgbaOf(stream: PDFRawStream): { data: Uint8ClampedArray; width: number; height: number } {
  const dict = stream.dict;
  const width = num(dict, 'Width')!;
  const height = num(dict, 'Height')!;
  const colors = String(dict.get(PDFName.of('ColorSpace'))) === '/DeviceGray' ? 1 : 3;
  const parms = dict.get(PDFName.of('DecodeParms'));
  if (parms instanceof PDFDict && (num(parms, 'Predictor') ?? 1) >= 10) {
    const chunk = (type: string, body: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(body.length);
      return Buffer.concat([length, Buffer.from(type), body, Buffer.alloc(4)]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8;
    header[9] = colors === 1 ? 0 : 2;
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', Buffer.from(stream.contents)), chunk('IEND', Buffer.alloc(0))]);
    const decoded = PNG.sync.read(png, { checkCRC: false } as never);
    return { data: new Uint8ClampedArray(decoded.data), width, height };
  }
  const raw = inflateSync(Buffer.from(stream.contents));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) data[i * 4 + c] = raw[i * colors + (colors === 1 ? 0 : c)];
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

/** Every QR code image in a PDF, page by page (soft masks skipped): its pixels and the text it holds. */
export async function qrImagesInPdf(bytes: Uint8Array): Promise<Array<{ text: string; data: Uint8ClampedArray; width: number; height: number }>> {
  const pdf = await PDFDocument.load(bytes);
  const masks = new Set<string>();
  const images: Array<[string, PDFRawStream]> = [];
  for (const [ref, obj] of pdf.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || String(obj.dict.get(PDFName.of('Subtype'))) !== '/Image') continue;
    const mask = obj.dict.get(PDFName.of('SMask'));
    if (mask instanceof PDFRef) masks.add(mask.toString());
    images.push([ref.toString(), obj]);
  }
  const byRef = new Map(images);
  const found: Array<{ text: string; data: Uint8ClampedArray; width: number; height: number }> = [];
  for (const page of pdf.getPages()) {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const value of xobjects?.values() ?? []) {
      const key = value.toString();
      const stream = byRef.get(key);
      if (!stream || masks.has(key)) continue;
      const image = rgbaOf(stream);
      const qr = jsQR(image.data, image.width, image.height);
      if (qr) found.push({ text: qr.data, ...image });
    }
  }
  return found;
}

/** The text of every QR code image in a PDF, page by page. */
export async function qrCodesInPdf(bytes: Uint8Array): Promise<string[]> {
  return (await qrImagesInPdf(bytes)).map((image) => image.text);
}

/**
 * The text lines a PDF shows, for assertions on its language. pdfkit writes standard-font text as hex strings in
 * `[...] TJ` arrays (split where it kerns), so each array is one run of text.
 */
export async function textLinesInPdf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype')) !== undefined) continue;
    let content: string;
    try {
      content = inflateSync(Buffer.from(obj.contents)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, run] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...run.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}
