import { zipSync, type Zippable } from 'fflate';

/** One file of an archive: its path inside it, its bytes, and whether deflating it is worth the time (text yes, WebP no). */
export interface ArchiveFile {
  name: string;
  data: Uint8Array;
  compress: boolean;
}

/**
 * Every file carries the same time, 1980-01-01 00:00 (the earliest a zip can hold), so the same
 * content makes the same bytes on every build and machine: the newsroom shows the archive's size
 * before the build writes it, and a redeploy changes no download. Built from local fields because
 * a zip stores local time: the bytes do not depend on the machine's time zone.
 */
const fixedTime = () => new Date(1980, 0, 1, 0, 0, 0);

/**
 * A .zip archive of the files, in their order (fflate: pure JavaScript, no dependencies, writes
 * and reads zips on every Node the site supports; Node's own zlib.crc32 needs 20.15 or 22.2).
 */
export const zipArchive = (files: readonly ArchiveFile[]): Buffer => {
  const entries: Zippable = {};
  for (const file of files) entries[file.name] = [file.data, { level: file.compress ? 9 : 0 }];
  return Buffer.from(zipSync(entries, { mtime: fixedTime() }));
};
