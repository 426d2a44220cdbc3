/**
 * The error boundary of SPEC §2/§4: normal -> error screen -> Try Again back to normal. The
 * error is stored locally with an id the reader can quote to support.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordAppError } from '@/lib/app-errors';

interface Props {
  children: ReactNode;
  /** What to show instead of the children; `reset` tries them again. */
  fallback: (props: { errorId: string; reset: () => void }) => ReactNode;
  component?: string;
}

interface State {
  errorId: string | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): Partial<State> {
    return { errorId: 'pending' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({
      errorId: recordAppError(
        error,
        this.props.component ?? info.componentStack?.split('\n')[1]?.trim(),
      ),
    });
  }

  reset = (): void => this.setState({ errorId: null });

  override render(): ReactNode {
    if (this.state.errorId)
      return this.props.fallback({ errorId: this.state.errorId, reset: this.reset });
    return this.props.children;
  }
}
