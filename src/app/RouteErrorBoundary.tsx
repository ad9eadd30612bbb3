import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to load or render (for example a missing chunk after a deploy
 * while offline), so the header, footer and everything saved stay usable.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to load:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page" role="alert">
        <h1>This page could not be loaded</h1>
        <p>
          Something went wrong while opening this page. Your saved data is safe on this device. Reloading usually fixes it; if you
          are offline, try again once you are connected.
        </p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
