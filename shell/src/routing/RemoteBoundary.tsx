import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@hospital/shared-types';

interface Props {
  remote: RemoteName;
  /** Rendered instead of the children after they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure inside its own part of the page. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed while rendering: ${error.message}`, info.componentStack);
  }

  private reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
