import { describe, expect, it } from 'vitest';
import { INPUT_KEY, parseInputKey, recordInput, recordingInputs } from './buildInputs.ts';

describe('build inputs', () => {
  it('records what a render reads, and nothing outside a render', async () => {
    recordInput(INPUT_KEY.snapshot('before.json'), 'x');
    const { result, inputs } = await recordingInputs(async () => {
      recordInput(INPUT_KEY.snapshot('en/florence/index.json'), 'h1');
      recordInput(INPUT_KEY.day('Asia/Tokyo'), '2026-12-05');
      return 'html';
    });
    recordInput(INPUT_KEY.snapshot('after.json'), 'y');
    expect(result).toBe('html');
    expect([...inputs]).toEqual([
      ['snapshot:en/florence/index.json', 'h1'],
      ['day:Asia/Tokyo', '2026-12-05'],
    ]);
  });

  it('refuses a second render while one records: their inputs would mix', async () => {
    await expect(recordingInputs(() => recordingInputs(async () => 1))).rejects.toThrow(/already recording/);
  });

  it('reads a key back as its kind and subject', () => {
    expect(parseInputKey(INPUT_KEY.image('images', '/media/a.jpg'))).toEqual({
      kind: 'images',
      subject: '/media/a.jpg',
    });
    expect(parseInputKey(INPUT_KEY.imageList('share'))).toEqual({ kind: 'share', subject: '*' });
    expect(() => parseInputKey('colour:red')).toThrow(/Not a build input key/);
  });
});
