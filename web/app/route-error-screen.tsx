/** What the router shows when a route fails to load or render (e.g. a chunk that will not download). */
import { useEffect, useState } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { recordAppError } from '@/lib/app-errors';
import { ErrorScreen } from './error-screen';

export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const [errorId] = useState(() => recordAppError(error, 'route'));
  useEffect(() => {
    document.title = 'Something went wrong · Bookhive';
  }, []);
  return <ErrorScreen errorId={errorId} onTryAgain={() => void navigate('.', { replace: true })} />;
}
