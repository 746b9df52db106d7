import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { livePage } from './hydratePage.tsx';

/** Two components whose markup carries their useId, as the header's submenus and the forms' labels do. */
function Probe() {
  return (
    <p id={useId()}>
      <span id={useId()} />
    </p>
  );
}
const shell = (
  <main>
    <Probe />
    <Probe />
  </main>
);

describe('the tree the browser hydrates', () => {
  it("is the server's tree fork for fork: every useId is the one the prerendered HTML carries", () => {
    expect(renderToString(livePage('en', shell))).toBe(renderToString(shell));
  });

  it('would not be with anything beside the shell (the check can tell)', () => {
    expect(
      renderToString(
        <>
          {shell}
          <i />
        </>,
      ),
    ).not.toContain(renderToString(shell));
  });
});
