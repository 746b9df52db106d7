/** The content-to-build bench reads each step's time from the content build's last line. */
import { describe, expect, it } from 'vitest';
import { stepsLine, stepsOf } from '../build/contentBuild.ts';

describe('the content build’s steps line', () => {
  it('reads back the steps it printed, in order', () => {
    const steps = [
      { step: 'preflight', seconds: 0.51 },
      { step: 'image publish', seconds: 0.7 },
      { step: 'render', seconds: 12.25 },
    ];
    const output = `build:content: 3 pages rendered, 0 removed\n${stepsLine(steps)}\n`;
    expect(stepsOf(output)).toEqual(steps);
    expect(stepsOf('no such line')).toBeUndefined();
  });
});
