import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { Client } from './session';

/** Uploads bytes through the temp-files call, as the finder does before a file joins the library. */
export async function uploadTemp(staff: Client, type: string, data: Buffer, filename = 'bild.png'): Promise<string> {
  const boundary = '----media-library-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await staff.request({
    method: 'POST',
    url: '/de/api/temp-files/',
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

/** A picture whose left half is red and right half blue, so a crop shows which side it kept. */
export async function halves(width: number, height: number, left = '#ff0000', right = '#0000ff'): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: left } }).composite([{ input: half, left: width / 2, top: 0 }]).png().toBuffer();
}

/** Uploads a picture into the library under `title`; its id there and its address. */
export async function addImage(staff: Client, title: string, png: Buffer): Promise<{ id: number; url: string }> {
  const temp = await uploadTemp(staff, 'image/png', png);
  const added = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/', payload: { temp_file_id: temp, title } });
  assert.equal(added.statusCode, 201, added.body);
  const list = (await staff.get(`/de/api/media-library/?kind=image&q=${encodeURIComponent(title.toLowerCase())}`)).json();
  assert.equal(list.length, 1);
  return { id: list[0].id, url: added.json().url };
}

/** Places an image module (with `data` beside the address) in the first column of a page's container. */
export async function placeOnPage(staff: Client, url: string, data: Record<string, unknown> = {}, locale = 'de'): Promise<{ moduleId: number; pageId: number }> {
  const [container] = ((await staff.get(`/${locale}/pageeditor-api/modules/?content_type=container&limit=500`)).json() as Array<{ id: number; page: number | null }>).filter(
    (m) => m.page !== null,
  );
  const image = await staff.request({
    method: 'POST',
    url: `/${locale}/pageeditor-api/modules/`,
    payload: { content_type: 'image', parent: container.id, column_index: 0, data: { image: url, format: 'large', ...data } },
  });
  assert.equal(image.statusCode, 201, image.body);
  return { moduleId: image.json().id, pageId: container.page! };
}
