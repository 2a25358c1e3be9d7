import { Navigate, Route, Routes } from 'react-router-dom';
import { useClaims } from '../auth/useClaims';
import DeadLettersPage from './DeadLettersPage';
import { OperatorRefusal } from './OperatorRefusal';
import OutboxPage from './OutboxPage';
import QueuesPage from './QueuesPage';
import './registerMessages';
import TopicsPage from './TopicsPage';

/**
 * /operations/*: for a member whose access token carries the operator claim (the gateway checks the
 * same claim on every /ops call); anyone else gets a page saying these are operators' pages.
 */
export default function OperationsPage() {
  const claims = useClaims();
  if (claims?.operator !== true) {
    return <OperatorRefusal />;
  }
  return (
    <Routes>
      <Route path="queues" element={<QueuesPage />} />
      <Route path="topics" element={<TopicsPage />} />
      <Route path="dead-letters" element={<DeadLettersPage />} />
      <Route path="dead-letters/:topic" element={<DeadLettersPage />} />
      <Route path="outbox" element={<OutboxPage />} />
      <Route path="*" element={<Navigate to="/operations/queues" replace />} />
    </Routes>
  );
}
