// The submissions file is JSON lines: one accepted submission a line. A
// record must land whole or not at all (D22), or one failed write (disk full,
// a killed process) would glue the next record onto half a line and make
// both unreadable. So each record is one write call of the full line; a
// failed or short write is taken back by truncating to where the file
// ended; and a partial line that an earlier process could not take back is
// cut off before the next record is appended.
import { mkdir, open, type FileHandle } from "node:fs/promises";
import path from "node:path";

/** How a record is written; a test passes one that fails half-way, as a full disk does. */
export type WriteRecord = (handle: FileHandle, data: Buffer) => Promise<{ bytesWritten: number }>;

const writeOnce: WriteRecord = (handle, data) => handle.write(data);

/** How far back to look for the last newline at a time. */
const scanChunkBytes = 64 * 1024;

/** The length of the file up to and including its last newline: 0 when it has none. */
async function lengthOfWholeLines(handle: FileHandle, size: number): Promise<number> {
  const buffer = Buffer.alloc(scanChunkBytes);
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - scanChunkBytes);
    const { bytesRead } = await handle.read(buffer, 0, end - start, start);
    const newline = buffer.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (newline !== -1) return start + newline + 1;
    end = start;
  }
  return 0;
}

/**
 * Appends `line` and a newline to `file` as one record. Calls must not
 * overlap for the same file (the server queues them).
 */
export async function appendRecordLine(file: string, line: string, write: WriteRecord = writeOnce): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "a+");
  try {
    let size = (await handle.stat()).size;
    const whole = await lengthOfWholeLines(handle, size);
    if (whole !== size) {
      // What an earlier failed write left behind: not a record, and never readable as one.
      await handle.truncate(whole);
      size = whole;
    }
    const data = Buffer.from(`${line}\n`, "utf8");
    try {
      const { bytesWritten } = await write(handle, data);
      if (bytesWritten !== data.length) {
        throw new Error(`Only ${bytesWritten} of ${data.length} bytes of the record reached ${file}.`);
      }
    } catch (error) {
      await handle.truncate(size).catch(() => undefined);
      throw error;
    }
  } finally {
    await handle.close();
  }
}
