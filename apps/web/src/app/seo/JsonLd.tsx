// Structured data for search engines (schema.org as JSON-LD), safe inside its <script>.
import { scriptSafeJson } from '../ssr/html';

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // scriptSafeJson escapes '<', '>' and '&': the text cannot close the element.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
