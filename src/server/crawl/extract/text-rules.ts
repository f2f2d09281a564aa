/** Up to the first sentence end (Latin or CJK punctuation), or the whole text when it has none. */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s|$)|^.+?[。！？]/u.exec(text);
  return (match?.[0] ?? text).trim();
}
