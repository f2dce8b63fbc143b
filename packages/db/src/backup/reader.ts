import { createReadStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError, MAX_LINE_BYTES } from './format';

const NEWLINE = 0x0a;
/** A section ends at a line `\.`: a newline, backslash, dot, newline (or at its very start). */
const SECTION_END = Buffer.from('\n\\.\n');
const SECTION_END_AT_START = Buffer.from('\\.\n');
const KEEP = SECTION_END.length - 1;

function zlibCode(error: unknown): string | undefined {
  return (error as { code?: string } | undefined)?.code;
}

/**
 * Reads a backup's bytes a chunk at a time: whole lines for the JSON lines, and a table's rows
 * as pieces of at most one chunk each, so memory stays bounded whatever the table's size.
 */
export class BackupReader {
  private buffer: Buffer = Buffer.alloc(0);
  private finished = false;
  private bytesRead = 0;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(
    source: AsyncIterable<Buffer>,
    /** Named in messages. */
    private readonly file: string,
    private readonly close: () => void = () => undefined,
  ) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** Reads a gzip-compressed file. */
  static open(file: string): BackupReader {
    const stream: Readable = pipeline(createReadStream(file), createGunzip(), () => {
      // Errors reach the reader through iteration.
    });
    return new BackupReader(stream, file, () => stream.destroy());
  }

  /** Stops reading and releases the file. */
  destroy(): void {
    this.close();
  }

  private async fill(): Promise<boolean> {
    if (this.finished) return false;
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch (error) {
      throw this.translate(error);
    }
    if (next.done) {
      this.finished = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.bytesRead += chunk.length;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    return true;
  }

  private translate(error: unknown): Error {
    const code = zlibCode(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (code === 'Z_DATA_ERROR' && this.bytesRead === 0) {
      return new BackupError(`${this.file} is not a CoInvest backup (not gzip data: ${reason}).`, {
        cause: error,
      });
    }
    if (code === 'Z_DATA_ERROR') {
      return new BackupError(`${this.file} is damaged (${reason}).`, { cause: error });
    }
    if (code === 'Z_BUF_ERROR') {
      return new BackupError(`${this.file} is truncated: it ends before the backup does.`, {
        cause: error,
      });
    }
    return error instanceof Error ? error : new Error(reason);
  }

  private truncated(): BackupError {
    return new BackupError(`${this.file} is truncated: it ends before the backup does.`);
  }

  /**
   * The next line without its newline; undefined at the end of the file. A line longer than
   * `limit` bytes means the file is not a backup.
   */
  async readLine(limit = MAX_LINE_BYTES): Promise<string | undefined> {
    let searchFrom = 0;
    for (;;) {
      const end = this.buffer.indexOf(NEWLINE, searchFrom);
      if (end >= 0 && end <= limit) {
        const line = this.buffer.subarray(0, end).toString('utf8');
        this.buffer = this.buffer.subarray(end + 1);
        return line;
      }
      if (end > limit || this.buffer.length > limit) {
        throw new BackupError(
          `${this.file} is not a CoInvest backup (a line is longer than ${limit} bytes).`,
        );
      }
      searchFrom = this.buffer.length;
      if (!(await this.fill())) {
        if (this.buffer.length === 0) return undefined;
        throw this.truncated();
      }
    }
  }

  /** The bytes of one table's rows, up to and without its `\.` line, which is consumed. */
  async *sectionRows(): AsyncGenerator<Buffer> {
    while (this.buffer.length < SECTION_END_AT_START.length && (await this.fill()));
    if (this.buffer.subarray(0, SECTION_END_AT_START.length).equals(SECTION_END_AT_START)) {
      this.buffer = this.buffer.subarray(SECTION_END_AT_START.length);
      return;
    }
    for (;;) {
      const end = this.buffer.indexOf(SECTION_END);
      if (end >= 0) {
        const rows = this.buffer.subarray(0, end + 1);
        this.buffer = this.buffer.subarray(end + SECTION_END.length);
        yield rows;
        return;
      }
      // The last bytes may be the start of the end line: keep them for the next search.
      if (this.buffer.length > KEEP) {
        const rows = this.buffer.subarray(0, this.buffer.length - KEEP);
        this.buffer = this.buffer.subarray(this.buffer.length - KEEP);
        yield rows;
      }
      if (!(await this.fill())) throw this.truncated();
    }
  }

  /** True when nothing follows; reads to the end, so gzip checks the whole file's checksum. */
  async atEnd(): Promise<boolean> {
    while (this.buffer.length === 0 && (await this.fill()));
    return this.buffer.length === 0;
  }
}
