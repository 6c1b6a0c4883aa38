// The bytes of internal documents, on disk under <MEDIA_DIR>/intdocuments (never in the database,
// DESIGN.md §6; never served by the public /media routes, which name their folders). A file is named
// by its SHA-256, so the same file attached twice is stored once: it is written before its row is
// (a crash leaves at most an unused file, never a row without bytes) and removed once no row names it.
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const SHA256 = /^[0-9a-f]{64}$/;

export class InternalDocumentFiles {
  private readonly dir: string;

  /** `folder`: the files' own folder under MEDIA_DIR (returns keep their photos in "returns"). */
  constructor(mediaDir: string, folder = 'intdocuments') {
    this.dir = path.join(mediaDir, folder);
  }

  private pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error('not a SHA-256');
    return path.join(this.dir, sha256.slice(0, 2), sha256);
  }

  /** Writes the bytes (whole or not at all: a temporary file renamed into place). */
  async write(sha256: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(sha256);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  /** The bytes, or null when the file is missing. */
  async read(sha256: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(sha256: string): Promise<void> {
    try {
      await unlink(this.pathOf(sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
