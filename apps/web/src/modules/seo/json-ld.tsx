/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes, so no text from
 * the catalogue or the settings can close the script element; JSON.parse reads them back unchanged.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

export function JsonLdScript({ data, testId }: { data: unknown; testId: string }) {
  return (
    <script
      type="application/ld+json"
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; serializeJsonLd escapes '<'
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
