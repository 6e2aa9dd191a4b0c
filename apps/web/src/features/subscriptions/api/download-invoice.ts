import { subscriptionEndpoints } from '@nivesh/contracts';
import { authHeaders, endpointUrlWithQuery, SERVER_MESSAGE } from '@/lib/api-client';

/**
 * Payment/invoice answers an HTML document (not the JSON envelope): fetched with the session and
 * saved as a file. Answers an error message, or null when the download started.
 */
export async function downloadInvoice(paymentId: string, invoiceNumber: string): Promise<string | null> {
  const response = await fetch(
    endpointUrlWithQuery(subscriptionEndpoints.invoice, { payment_id: paymentId }),
    {
      headers: authHeaders(),
    },
  ).catch(() => null);
  if (!response?.ok) return SERVER_MESSAGE;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return body?.message ?? SERVER_MESSAGE;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${invoiceNumber.replaceAll('/', '-')}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}
