import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * An image bomb: a PNG whose header declares width x height pixels, 16-bit RGBA and
 * interlaced (the costliest to decode), followed by `compressed` pixel data: by default 1 MB
 * of zeros compressed to about a kilobyte. Small on the wire; a decoder that believes the
 * header allocates the whole image (16383 x 16383 by default: the largest libvips takes
 * without a limit).
 */
export function pngBomb(
  width = 16_383,
  height = 16_383,
  compressed: Buffer = deflateSync(Buffer.alloc(1024 * 1024)),
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 16; // bit depth
  header[9] = 6; // colour type: RGBA
  header[12] = 1; // Adam7 interlacing
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', compressed),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
