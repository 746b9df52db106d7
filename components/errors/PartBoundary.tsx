/**
 * Where an interactive part fails alone (docs/site.md "When a part fails"). Every part's root has one
 * (renderer/parts/PartTree.tsx), and so have the pieces that must not take their part with them: each
 * section of a page, the booking flow and the contact form in their section, the cart's content and the
 * reservation overlay's form inside their dialogs. An error thrown while rendering inside it (a chunk it
 * imports failing to load included) replaces what it holds with the notice of PartFailure.tsx; the page
 * around it stays. It renders no element of its own, so the server's markup and the browser's hydration match.
 *
 * It logs nothing itself: the part's root does (renderer/parts/partErrors.ts `onCaughtError`), naming
 * this boundary by its `name`.
 */
import { Component, type ReactNode } from 'react';
import { PartFailure } from './PartFailure.tsx';
import { TestFault } from './TestFault.tsx';

interface PartBoundaryProps {
  /** What the boundary holds, in the logs and in the notice's `data-part-failure`: `header`, `booking`. */
  name: string;
  /** The notice floats under the header: the part sits where a notice would go unseen (after the footer). */
  floating?: boolean;
  /** It holds the whole of the page's main content (the page's part): the notice's title is the page's h1. */
  main?: boolean;
  children: ReactNode;
}

export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { name, floating, main, children } = this.props;
    if (this.state.failed) return <PartFailure name={name} floating={floating} main={main} />;
    // The browser suite's way to make this part throw: only in the test build (TestFault.tsx).
    return __TEST_PART_FAULTS__ ? <TestFault name={name}>{children}</TestFault> : children;
  }
}
