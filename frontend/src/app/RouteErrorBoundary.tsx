import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

export interface RouteErrorBoundaryProps {
  /** Changes on every navigation, so leaving a broken page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
  resetKey: string;
}

/** Shows the error page when rendering throws, including when a page's code chunk fails to load. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage /> : this.props.children;
  }
}
