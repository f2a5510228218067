// What the stand-in gateway serves to the browser: a checkout script with Razorpay's browser API shape
// (`new Razorpay(options)`, `.on('payment.failed', …)`, `.open()`, `.close()`, `options.handler`,
// `options.modal.ondismiss`), which opens the stand-in's own payment page in a frame over the page, and that
// page. Written for local development and the browser tests; nothing here is Razorpay's code.

/** The script the booking page loads (RAZORPAY_CHECKOUT_URL points here). `origin`: the stand-in's own. */
export const checkoutScript = (origin: string): string => `(function () {
  'use strict';
  var GATEWAY = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) throw new Error('Razorpay: options.key is required');
    if (typeof options.order_id !== 'string' || !options.order_id) throw new Error('Razorpay: options.order_id is required');
    this.options = options;
    this.handlers = {};
    this.frame = null;
    this.listener = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.handlers[event] = this.handlers[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.emit = function (event, value) {
    (this.handlers[event] || []).forEach(function (callback) { callback(value); });
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    if (this.frame) return this;
    var query = new URLSearchParams({
      key_id: o.key,
      order_id: o.order_id,
      amount: String(o.amount == null ? '' : o.amount),
      currency: o.currency || 'INR',
      name: o.name || '',
      description: o.description || '',
      contact: (o.prefill && o.prefill.contact) || '',
      email: (o.prefill && o.prefill.email) || '',
      origin: location.origin
    });
    var frame = document.createElement('iframe');
    frame.src = GATEWAY + '/checkout/frame?' + query.toString();
    frame.title = 'Payment';
    frame.setAttribute('data-stand-in-checkout', '');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(15,23,42,0.55)';
    this.listener = function (event) {
      if (event.origin !== GATEWAY || event.source !== frame.contentWindow || !event.data) return;
      var message = event.data;
      if (message.type === 'stand-in:success') {
        self.close();
        if (typeof o.handler === 'function') o.handler(message.response);
      } else if (message.type === 'stand-in:failed') {
        self.emit('payment.failed', message.response);
      } else if (message.type === 'stand-in:dismiss') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.listener);
    document.body.appendChild(frame);
    frame.focus();
    this.frame = frame;
    return this;
  };
  Razorpay.prototype.close = function () {
    if (this.listener) window.removeEventListener('message', this.listener);
    if (this.frame && this.frame.parentNode) this.frame.parentNode.removeChild(this.frame);
    this.frame = null;
    this.listener = null;
  };
  window.Razorpay = Razorpay;
})();
`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The payment page inside the frame: the order, a choice of method, Pay, Fail (to test failures), Cancel. */
export function checkoutPage(
  order: { id: string; amountText: string; name: string; description: string; keyId: string; parentOrigin: string } | { error: string },
): string {
  const body =
    'error' in order
      ? `<h1>Payment cannot start</h1><p role="alert">${escapeHtml(order.error)}</p>
         <button type="button" id="cancel">Close</button>`
      : `<h1 id="title">Pay ${escapeHtml(order.amountText)}</h1>
         <p class="to">${escapeHtml(order.name)}${order.description ? ` · ${escapeHtml(order.description)}` : ''}</p>
         <p class="note">Stand-in gateway for development and tests: no money moves.</p>
         <form id="pay" aria-labelledby="title">
           <fieldset>
             <legend>Payment method</legend>
             <label><input type="radio" name="method" value="upi" checked> UPI</label>
             <label><input type="radio" name="method" value="card"> Card</label>
             <label><input type="radio" name="method" value="netbanking"> Net banking</label>
           </fieldset>
           <p id="status" role="status" aria-live="polite"></p>
           <button type="submit" id="succeed">Pay ${escapeHtml(order.amountText)}</button>
           <button type="button" id="fail">Make this payment fail</button>
           <button type="button" id="cancel">Cancel payment</button>
         </form>`;
  const config = 'error' in order ? '{}' : JSON.stringify({ orderId: order.id, keyId: order.keyId, parent: order.parentOrigin });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment (stand-in gateway)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; }
  main { background: #fff; border-radius: 12px; padding: 24px; width: min(92vw, 420px); box-shadow: 0 12px 40px rgba(0,0,0,.3); }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  .to, .note { margin: 0 0 12px; color: #334155; }
  .note { font-size: .875rem; }
  fieldset { border: 1px solid #cbd5e1; border-radius: 8px; margin: 0 0 12px; }
  label { display: block; padding: 6px 0; }
  button { display: block; width: 100%; min-height: 44px; margin: 8px 0 0; font: inherit; border-radius: 8px; border: 1px solid #1e3a8a; background: #fff; color: #1e3a8a; cursor: pointer; }
  #succeed { background: #1e3a8a; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>${body}</main>
<script>
(function () {
  var config = ${config};
  function tell(type, response) { if (config.parent) parent.postMessage({ type: type, response: response }, config.parent); }
  var cancel = document.getElementById('cancel');
  cancel.addEventListener('click', function () { tell('stand-in:dismiss'); if (!config.parent) parent.postMessage({ type: 'stand-in:dismiss' }, '*'); });
  document.addEventListener('keydown', function (event) { if (event.key === 'Escape') cancel.click(); });
  var form = document.getElementById('pay');
  if (!form) return;
  var status = document.getElementById('status');
  function pay(outcome) {
    var method = form.querySelector('input[name="method"]:checked').value;
    status.textContent = 'Processing…';
    fetch('/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: config.orderId, key_id: config.keyId, method: method, outcome: outcome }) })
      .then(function (r) { return r.json(); })
      .then(function (answer) {
        if (answer.razorpay_payment_id) { status.textContent = 'Paid.'; tell('stand-in:success', answer); }
        else { status.textContent = 'Payment failed: ' + ((answer.error && answer.error.description) || 'declined') + '. Choose another method or cancel.'; tell('stand-in:failed', answer); }
      })
      .catch(function () { status.textContent = 'The stand-in gateway did not answer.'; });
  }
  form.addEventListener('submit', function (event) { event.preventDefault(); pay('success'); });
  document.getElementById('fail').addEventListener('click', function () { pay('failure'); });
  document.getElementById('succeed').focus();
})();
</script>
</body>
</html>
`;
}
