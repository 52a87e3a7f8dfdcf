/**
 * A video file for Chromium's fake camera (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=`):
 * an RGBA image (a ticket's QR code taken out of its PDF) centred on a white 640×480 frame, enlarged by whole pixels
 * so the modules stay sharp, written as YUV4MPEG2 (4:2:0), which Chromium plays in a loop without any encoder.
 */
export function y4mOfImage(image: { data: Uint8ClampedArray; width: number; height: number }, frames = 2): Buffer {
  const W = 640;
  const H = 480;
  const scale = Math.max(1, Math.floor(Math.min((W - 40) / image.width, (H - 40) / image.height)));
  const left = Math.floor((W - image.width * scale) / 2);
  const top = Math.floor((H - image.height * scale) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < image.height * scale; y++) {
    for (let x = 0; x < image.width * scale; x++) {
      const i = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4;
      const gray = 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
      luma[(top + y) * W + left + x] = gray < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]);
}
