import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@hospital/shared-types';
import { reportRemoteFailure } from '../federation/failure-beacon';

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
    // Counted against the remote's release: a canary that throws here is ended by itself.
    reportRemoteFailure(this.props.remote, 'error');
  }

  private reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
