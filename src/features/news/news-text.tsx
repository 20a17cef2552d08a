/** News bodies are plain text from the bank; blank lines separate paragraphs. */
export function NewsBody({ body }: { body: string }) {
  return (
    <>
      {body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}
