import { GST_PERCENT, type InvoiceFigures } from '@nivesh/contracts';

/** The GST inside a GST-inclusive price: base = total × 100 / 118 rounded to the paisa, GST = the rest. */
export function invoiceFigures(number: string, totalPaise: number): InvoiceFigures {
  const basePaise = Math.round((totalPaise * 100) / (100 + GST_PERCENT));
  return { number, totalPaise, basePaise, gstPaise: totalPaise - basePaise };
}

/** NIV/<year>/<six-digit sequence>: the payment row's id keeps numbers unique and in order. */
export function invoiceNumber(paidAt: Date, sequence: number): string {
  return `NIV/${paidAt.getUTCFullYear()}/${String(sequence).padStart(6, '0')}`;
}

const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface InvoiceDocument {
  readonly figures: InvoiceFigures;
  readonly paidAt: Date;
  readonly buyerName: string;
  readonly buyerMobile: string;
  readonly buyerEmail: string | null;
  readonly item: string;
  readonly paymentId: string;
  readonly orderId: string;
  readonly sellerGstin: string | undefined;
}

/** A self-contained HTML tax invoice (printable, no external assets). */
export function invoiceHtml(d: InvoiceDocument): string {
  const f = d.figures;
  const half = Math.floor(f.gstPaise / 2);
  const date = d.paidAt.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' });
  const rows = [
    ['Invoice number', f.number],
    ['Date', date],
    ['Seller', `Nivesh, GSTIN ${d.sellerGstin ?? 'not registered'}`],
    ['Billed to', [d.buyerName, d.buyerMobile, d.buyerEmail].filter(Boolean).join(', ')],
    ['Payment', `${d.paymentId} (order ${d.orderId})`],
  ];
  const lines = [
    [d.item, rupees(f.basePaise)],
    [`CGST 9 %`, rupees(half)],
    [`SGST 9 %`, rupees(f.gstPaise - half)],
    [`Total (GST ${GST_PERCENT} % included: ${rupees(f.gstPaise)})`, rupees(f.totalPaise)],
  ];
  const cell = (text: string, tag = 'td') => `<${tag}>${escapeHtml(text)}</${tag}>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tax invoice ${escapeHtml(f.number)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;color:#111}
table{border-collapse:collapse;width:100%;margin:1rem 0}td,th{border:1px solid #ccc;padding:.5rem;text-align:left}
td:last-child{text-align:right}tr:last-child td{font-weight:700}</style></head>
<body><h1>Tax invoice</h1>
<table>${rows.map(([k, v]) => `<tr>${cell(k ?? '', 'th')}${cell(v ?? '')}</tr>`).join('')}</table>
<table><tr><th>Description</th><th>Amount</th></tr>${lines.map(([k, v]) => `<tr>${cell(k ?? '')}${cell(v ?? '')}</tr>`).join('')}</table>
<p>Prices include GST at ${GST_PERCENT} %. SAC 998439 (online content services).</p>
</body></html>`;
}
