import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches render errors of one region (load errors are handled before rendering, so this only sees errors thrown while the slot renders). */
export class SlotErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('render failed') };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
