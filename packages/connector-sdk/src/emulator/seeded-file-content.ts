import { Readable } from 'node:stream';

/**
 * The bytes of an emulator's seeded file, made up but the same on every read: a file of any size
 * streams from a generator seeded by its id, a chunk at a time, so a 50 MB download never sits in
 * the emulator's memory. A PDF or PNG starts with its format's signature, as a client sniffing the
 * type would expect.
 */

const CHUNK_BYTES = 64 * 1024;

const signatures: Record<string, Buffer> = {
  'application/pdf': Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'application/zip': Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

function signatureOf(mimeType: string | undefined): Buffer | undefined {
  // Office Open XML files (.docx, .xlsx, .pptx) are zip archives.
  if (mimeType?.startsWith('application/vnd.openxmlformats-officedocument')) return signatures['application/zip'];
  return signatures[mimeType ?? ''];
}

/** FNV-1a of the id: the generator's seed, never zero (xorshift would stay at zero). */
function seedOf(fileId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < fileId.length; index += 1) {
    hash ^= fileId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

/** Chunks of `size` bytes in all, each made when the reader asks for it. */
function* chunksOf(fileId: string, size: number, mimeType: string | undefined): Generator<Buffer> {
  let state = seedOf(fileId);
  const signature = signatureOf(mimeType)?.subarray(0, size);
  let remaining = size;
  if (signature && signature.length > 0) {
    yield Buffer.from(signature);
    remaining -= signature.length;
  }
  while (remaining > 0) {
    const words = new Uint32Array(CHUNK_BYTES / 4);
    for (let index = 0; index < words.length; index += 1) {
      // xorshift32: cheap, and enough to make every byte of a file differ from its neighbours'.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      words[index] = state >>> 0;
    }
    const chunk = Buffer.from(words.buffer, 0, Math.min(CHUNK_BYTES, remaining));
    remaining -= chunk.length;
    yield chunk;
  }
}

/** A seeded file's bytes, streamed. */
export function seededContentStream(fileId: string, size: number, mimeType?: string): Readable {
  return Readable.from(chunksOf(fileId, size, mimeType), { objectMode: false });
}

/** A seeded file's bytes at once, for a test's comparison (small files only). */
export function seededContent(fileId: string, size: number, mimeType?: string): Buffer {
  return Buffer.concat([...chunksOf(fileId, size, mimeType)]);
}
