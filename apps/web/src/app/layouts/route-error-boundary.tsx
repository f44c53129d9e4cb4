import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';

// Only a failure needs the error page, so its code loads then.
const RouteError = lazy(() => import('../routes/route-error.tsx').then((m) => ({ default: m.RouteError })));

interface State {
  error: unknown;
  /** The path that failed: moving to another path tries again. */
  failedAt: string | null;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * What the data router's errorElement did: a page that throws while rendering (or whose code fails
 * to load) shows the calm error page instead of a blank screen; going to another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
