import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The page's one toast container (docs/product-rules.md#toasts); remotes raise toasts through the shared library. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} />;
}
