// JSON lines, each record landing whole or not at all (D22): one write call of
// the full line, a short write truncated back, and a partial line left by an
// earlier process cut off before the next record.
import { mkdir, open, type FileHandle } from "node:fs/promises";
import path from "node:path";

/** A test passes one that fails half-way, as a full disk does. */
export type WriteRecord = (handle: FileHandle, data: Buffer) => Promise<{ bytesWritten: number }>;

const writeOnce: WriteRecord = (handle, data) => handle.write(data);

const scanChunkBytes = 64 * 1024;

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

/** Calls must not overlap for the same file (the server queues them). */
export async function appendRecordLine(file: string, line: string, write: WriteRecord = writeOnce): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "a+");
  try {
    let size = (await handle.stat()).size;
    const whole = await lengthOfWholeLines(handle, size);
    if (whole !== size) {
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
