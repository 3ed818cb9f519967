import { formatFileSize } from './file-size';

describe('file sizes as shown beside a download', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [812, '812 bytes'],
    [1024, '1.0 KB'],
    [2775, '2.7 KB'],
    [5623, '5.5 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [4_404_019, '4.2 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('%d bytes read "%s"', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it('refuses what is not a size', () => {
    expect(() => formatFileSize(-1)).toThrow();
    expect(() => formatFileSize(Number.NaN)).toThrow();
  });
});
