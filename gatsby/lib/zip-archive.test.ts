import { unzipSync } from 'fflate';
import { zipArchive, type ArchiveFile } from './zip-archive';

const FILES: ArchiveFile[] = [
  { name: 'kit/README.txt', data: Buffer.from('Read me\n'.repeat(20)), compress: true },
  { name: 'kit/01-picture.webp', data: Buffer.from([82, 73, 70, 70, 0, 1, 2, 3]), compress: false },
];

describe('zipArchive', () => {
  it('holds each file under its name, with its bytes, in the given order', () => {
    const files = unzipSync(zipArchive(FILES));
    expect(Object.keys(files)).toEqual(FILES.map((file) => file.name));
    for (const file of FILES) expect(Buffer.from(files[file.name]).equals(Buffer.from(file.data))).toBe(true);
  });

  it('stamps every file 1980-01-01 00:00, so the same files make the same bytes on any day', () => {
    const archive = zipArchive(FILES);
    const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const stamps: string[] = [];
    for (let at = archive.indexOf(LOCAL_HEADER); at >= 0; at = archive.indexOf(LOCAL_HEADER, at + 4)) {
      // MS-DOS time and date: 0 is 00:00:00; day 1, month 1, year 1980 + 0 is 0x0021.
      stamps.push(`${archive.readUInt16LE(at + 10)}/${archive.readUInt16LE(at + 12).toString(16)}`);
    }
    expect(stamps).toEqual(FILES.map(() => '0/21'));
    expect(zipArchive(FILES).equals(archive)).toBe(true);
  });
});
