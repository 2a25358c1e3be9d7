import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyRoute } from '../../components/lazyRoute';

const ConnectionPage = lazyRoute(() => import('./ConnectionPage'));

/**
 * The connections screens (custom routes: the three lists are three API routes, not one resource):
 * /connection is the Active tab, /connection/received and /connection/sent the pending ones.
 */
export const connectionRoutes = [
  createElement(Route, { key: 'connection', path: '/connection', element: createElement(ConnectionPage) }),
  createElement(Route, { key: 'connection-tab', path: '/connection/:tab', element: createElement(ConnectionPage) }),
];
