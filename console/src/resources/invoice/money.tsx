import { Route, Routes, useLocation } from 'react-router-dom';
import TransferList from '../transfer/TransferList';
import InvoiceDetail from './InvoiceDetail';
import InvoiceList from './InvoiceList';

/**
 * The money screens of spec section 2 in one chunk: /invoices, /invoices/{id}/detail and /transfers
 * (one route element and one import in the entry chunk, which /login's budget counts).
 */
export default function MoneyPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/transfers')) {
    return <TransferList />;
  }
  return (
    <Routes>
      <Route index element={<InvoiceList />} />
      <Route path=":id/detail" element={<InvoiceDetail />} />
    </Routes>
  );
}
