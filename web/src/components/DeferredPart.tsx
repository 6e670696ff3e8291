import { Component, Suspense, type ReactNode } from "react";

/**
 * A part around the page that loads after it (the footer, the bell, the status area): nothing until its code has
 * loaded, and nothing if it cannot (the server restarting, the network gone: the browser keeps that failure until
 * the page is loaded again), rather than the error screen in place of a page that works.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  return (
    <LeftOutIfFailed>
      <Suspense fallback={null}>{children}</Suspense>
    </LeftOutIfFailed>
  );
}

class LeftOutIfFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
